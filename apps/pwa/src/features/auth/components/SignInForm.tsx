import { mdiRefresh } from '@mdi/js';
import { Link, useNavigate } from '@tanstack/react-router';
import { ErrorCode, passwordSchema, phoneSchema } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, FormError } from '../../../components/Field';
import formStyles from '../../../components/Form.module.css';
import { Icon } from '../../../components/Icon';
import { ApiError } from '../../../lib/api-error';
import { checkFields, digitsOnly, type FieldErrors } from '../../../lib/forms';
import { startSession } from '../../../lib/profile';
import { useSubmit } from '../../../lib/use-submit';
import { PasskeySignIn } from '../../../components/passkeys/PasskeySignIn';
import { captchaImage, fetchCaptcha, signIn, type Captcha } from '../api';
import styles from './AuthPage.module.css';
import { LockedHelp } from './LockedHelp';

/**
 * Phone and password; a captcha once the server asks for one (10002). With `giftCode` (from a
 * gift link) the member goes back to that gift, where the receive drawer opens.
 */
export function SignInForm({ giftCode }: { giftCode?: string | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaText, setCaptchaText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The server started asking for a captcha: say so, rather than "wrong captcha". */
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const submit = useSubmit();

  const newCaptcha = async () => {
    setCaptchaText('');
    setCaptcha(await fetchCaptcha().catch(() => null));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields({
      username: [phoneSchema, username],
      password: [passwordSchema, password],
    });
    // The spec's rule: the username is required (5003); a phone that is not one is just wrong.
    if (found.username === ErrorCode.MissingTel) found.username = ErrorCode.MissingUsername;
    if (captcha && !captchaText.trim()) found.captcha = ErrorCode.WrongCaptcha;
    setErrors(found);
    setCaptchaAsked(false);
    if (Object.keys(found).length > 0) {
      // The server's last refusal ("wrong phone or password") no longer applies.
      submit.clear();
      return;
    }
    void submit.run(
      async () => {
        const { token } = await signIn({
          username: username.trim(),
          password,
          ...(captcha ? { captchaId: captcha.captchaId, captcha: captchaText.trim() } : {}),
        });
        await startSession(token);
        await navigate(
          giftCode
            ? { to: '/reward', search: { giftCode }, replace: true }
            : { to: '/', replace: true },
        );
      },
      (error) => {
        const captchaRefused = error instanceof ApiError && error.code === ErrorCode.WrongCaptcha;
        // A captcha is single use: after any refusal with one shown, or when the server starts
        // asking for one, show a fresh one.
        if (captcha || captchaRefused) void newCaptcha();
        if (captchaRefused && !captcha) {
          setCaptchaAsked(true);
          return true;
        }
        return false;
      },
    );
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate data-testid="sign-in-form">
      <Field
        label="auth.phone"
        value={username}
        onChange={(value) => setUsername(digitsOnly(value, 10))}
        error={errors.username ?? submit.fieldErrors.username}
        inputMode="numeric"
        autoComplete="username"
        name="username"
      />
      <Field
        label="auth.password"
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password ?? submit.fieldErrors.password}
        autoComplete="current-password"
        name="password"
      />
      {captcha && (
        <>
          {/* The picture on its own line, full width, above the field its code is typed in. */}
          <div className={styles.captcha}>
            <img
              src={captchaImage(captcha.svg)}
              alt={intl.formatMessage({ id: 'auth.captchaAlt' })}
              data-testid="captcha-image"
            />
            <button type="button" onClick={() => void newCaptcha()} data-testid="captcha-new">
              <Icon path={mdiRefresh} />
              <FormattedMessage id="auth.captchaNew" />
            </button>
          </div>
          <Field
            label="auth.captcha"
            value={captchaText}
            onChange={setCaptchaText}
            error={errors.captcha ?? submit.fieldErrors.captcha}
            autoComplete="off"
            autoCapitalize="off"
            name="captcha"
          />
        </>
      )}
      <Link to="/auth" search={{ tab: 'recovery' }} className={styles.forgot}>
        <FormattedMessage id="auth.forgotPassword" />
      </Link>
      {captchaAsked && (
        <p className={formStyles.lead} role="alert" data-testid="captcha-asked">
          <FormattedMessage id="auth.captchaAsked" />
        </p>
      )}
      <FormError code={submit.formError} />
      {submit.formError === ErrorCode.AccountLocked && <LockedHelp />}
      <button className="btn btn-primary" type="submit" disabled={submit.busy}>
        <FormattedMessage id="auth.signIn" />
      </button>
      <PasskeySignIn giftCode={giftCode} />
    </form>
  );
}
