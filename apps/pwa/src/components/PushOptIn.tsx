import { ErrorCode } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { localeAtom } from '../lib/atoms/locale';
import { pushState, turnPushOff, turnPushOn, type PushState } from '../lib/push';
import { useSubmit } from '../lib/use-submit';
import { FormError } from './Field';

/**
 * Notices on this phone (web push): results, "you won", a gift received. `compact` is the prompt
 * after a purchase: it offers only to turn them on, and says nothing when they are on already
 * or cannot be.
 */
export function PushOptIn({
  compact = false,
  onChange,
}: {
  compact?: boolean;
  /** Told after this browser was signed up or removed (the profile's channel grid reads again). */
  onChange?: () => void;
}) {
  const locale = useAtomValue(localeAtom);
  const [state, setState] = useState<PushState | null>(null);
  const submit = useSubmit();

  useEffect(() => {
    void pushState().then(setState, () => setState('off'));
  }, []);

  if (!state) return null;
  if (compact && state !== 'off') return null;

  // The browser's own refusal (its push service unreachable, say) is not an API error: it is
  // said as "this browser could not be signed up".
  const browserRefused = (error: unknown) => {
    if (!(error instanceof DOMException)) return false;
    submit.setFormError(ErrorCode.PushSubscriptionInvalid);
    return true;
  };
  const changed = (next: PushState) => {
    setState(next);
    onChange?.();
  };
  const on = () => void submit.run(async () => changed(await turnPushOn(locale)), browserRefused);
  const off = () => void submit.run(async () => changed(await turnPushOff()));

  return (
    <div data-testid="push-opt-in" data-state={state}>
      <p>
        <FormattedMessage id={compact ? 'push.prompt' : `push.${state}`} />
      </p>
      {state === 'off' && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={on}
          disabled={submit.busy}
          data-testid="push-on"
        >
          <FormattedMessage id="push.turnOn" />
        </button>
      )}
      {state === 'on' && (
        <button
          type="button"
          className="btn btn-outline"
          onClick={off}
          disabled={submit.busy}
          data-testid="push-off"
        >
          <FormattedMessage id="push.turnOff" />
        </button>
      )}
      <FormError code={submit.formError} />
    </div>
  );
}
