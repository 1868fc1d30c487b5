import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { isUnreachable, type ConnectionNote } from './api-error';
import { showSnackbarAtom } from './atoms/snackbar';
import { errorCodeOf, fieldErrorsOf, type FieldErrors } from './forms';

/**
 * Runs a form's request: `busy` while it runs; a failure lands in `fieldErrors` when the server
 * names fields, otherwise in `formError` (a catalogue code). `onError` may handle a code itself
 * by returning true. With `moneyCall`, a call still unreachable after its retries (issue 11) is
 * told as `connection` ("nothing is charged twice, press again"), not as a plain error.
 */
export function useSubmit({ moneyCall = false }: { moneyCall?: boolean } = {}) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [connection, setConnection] = useState<ConnectionNote>(null);

  const run = useCallback(
    async (action: () => Promise<void>, onError?: (error: unknown) => boolean) => {
      setBusy(true);
      setFormError(null);
      setFieldErrors({});
      setConnection(null);
      try {
        await action();
      } catch (error) {
        if (onError?.(error)) return;
        if (moneyCall && isUnreachable(error)) {
          setConnection('unreachable');
          return;
        }
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setFieldErrors(fields);
        else setFormError(errorCodeOf(error));
      } finally {
        setBusy(false);
      }
    },
    [moneyCall],
  );

  /** Forgets the last answer's error: a new attempt refused before asking must not show it. */
  const clear = useCallback(() => {
    setFormError(null);
    setFieldErrors({});
    setConnection(null);
  }, []);

  return { busy, formError, fieldErrors, connection, setFieldErrors, setFormError, run, clear };
}

/**
 * Tells the member (a green snackbar) that a money call went through only after a retry: the
 * connection dropped, the shop was asked again, and nothing happened twice.
 */
export function useTellRecovered(): (retried: boolean) => void {
  const intl = useIntl();
  const show = useSetAtom(showSnackbarAtom);
  return (retried) => {
    if (retried) show({ msg: intl.formatMessage({ id: 'connection.recovered' }), state: true });
  };
}
