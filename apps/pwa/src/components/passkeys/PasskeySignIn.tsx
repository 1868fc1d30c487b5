import { mdiFingerprint } from '@mdi/js';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../Field';
import { Icon } from '../Icon';
import { startSession } from '../../lib/profile';
import { useSubmit } from '../../lib/use-submit';
import { isWebAuthnFailure, signInWithPasskey } from '../../lib/passkeys';
import { PasskeyTexts } from './PasskeyTexts';

/** "Sign in with a passkey": the phone offers the passkeys it keeps for this shop. */
export function PasskeySignIn({ giftCode }: { giftCode?: string | undefined }) {
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;
  return (
    <PasskeyTexts>
      <PasskeySignInButton giftCode={giftCode} />
    </PasskeyTexts>
  );
}

function PasskeySignInButton({ giftCode }: { giftCode?: string | undefined }) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const [cancelled, setCancelled] = useState(false);
  const onClick = () => {
    setCancelled(false);
    void submit.run(
      async () => {
        const { token } = await signInWithPasskey();
        await startSession(token);
        await navigate(
          giftCode
            ? { to: '/reward', search: { giftCode }, replace: true }
            : { to: '/', replace: true },
        );
      },
      (error) => {
        if (!isWebAuthnFailure(error)) return false;
        setCancelled(true);
        return true;
      },
    );
  };
  return (
    <>
      {cancelled && (
        <p role="alert">
          <FormattedMessage id="passkeys.cancelled" />
        </p>
      )}
      <FormError code={submit.formError} />
      <button
        type="button"
        className="btn btn-outline"
        onClick={onClick}
        disabled={submit.busy}
        data-testid="passkey-sign-in"
      >
        <Icon path={mdiFingerprint} />
        <FormattedMessage id="passkeys.signIn" />
      </button>
    </>
  );
}
