import { useCallback, useState } from 'react';
import { errorCodeOf, fieldErrorsOf, type FieldErrors } from './forms';

/**
 * Runs a form's request: `busy` while it runs; a failure lands in `fieldErrors` when the server
 * names fields, otherwise in `formError` (a catalogue code). `onError` may handle a code itself
 * by returning true.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const run = useCallback(
    async (action: () => Promise<void>, onError?: (error: unknown) => boolean) => {
      setBusy(true);
      setFormError(null);
      setFieldErrors({});
      try {
        await action();
      } catch (error) {
        if (onError?.(error)) return;
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setFieldErrors(fields);
        else setFormError(errorCodeOf(error));
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return { busy, formError, fieldErrors, setFieldErrors, setFormError, run };
}
