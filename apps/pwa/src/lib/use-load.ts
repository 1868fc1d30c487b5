import { useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` when `key` changes and keeps its answer; a late answer for an older key is
 * dropped. `key` null means "nothing to load yet".
 */
export function useLoad<T>(load: () => Promise<T>, key: string | null): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: key !== null,
  });
  const [attempt, setAttempt] = useState(0);
  // The latest `load`; the effect below only re-runs when the key changes (or on reload).
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) => ({ data: previous.data, loading: true }));
    latest.current().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return {
    data: state.data,
    error: state.error,
    loading: state.loading,
    reload: () => setAttempt((n) => n + 1),
  };
}
