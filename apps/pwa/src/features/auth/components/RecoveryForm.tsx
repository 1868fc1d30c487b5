import { Link } from '@tanstack/react-router';
import { ErrorCode, passwordSchema } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Field, FormError } from '../../../components/Field';
import fieldStyles from '../../../components/Field.module.css';
import formStyles from '../../../components/Form.module.css';
import { OtpStep } from '../../../components/OtpStep';
import { PhoneStep } from '../../../components/PhoneStep';
import { checkField, errorCodeOf } from '../../../lib/forms';
import { useSubmit } from '../../../lib/use-submit';
import { requestRecoveryOtp, resetPassword, verifyRecoveryOtp } from '../api';
import { StepBar, SuccessCard } from './SuccessCard';

type Step =
  | { name: 'phone' }
  | { name: 'otp'; resendIn: number }
  | { name: 'password'; resetToken: string }
  | { name: 'done' };

const stepIndex = { phone: 0, otp: 1, password: 2, done: 3 } as const;

/** Phone → code by SMS → new password → done (the account is unlocked too). */
export function RecoveryForm() {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{ field: string; code: number } | null>(null);
  const submit = useSubmit();
  const errorOf = (field: string) =>
    error?.field === field ? error.code : submit.fieldErrors[field];

  const onPassword = (resetToken: string) => (event: FormEvent) => {
    event.preventDefault();
    const code = checkField(passwordSchema, password);
    if (code !== undefined) return setError({ field: 'password', code });
    if (repeat !== password) return setError({ field: 'repeat', code: ErrorCode.InvalidPassword });
    setError(null);
    void submit.run(
      async () => {
        await resetPassword(phone, resetToken, password);
        setStep({ name: 'done' });
      },
      (failure) => {
        if (errorCodeOf(failure) === ErrorCode.PhoneNotVerified) setStep({ name: 'phone' });
        return false;
      },
    );
  };

  return (
    <div className={formStyles.form} data-testid="recovery-form">
      <StepBar step={stepIndex[step.name]} count={4} />
      {step.name === 'phone' && (
        <PhoneStep
          lead="recovery.phoneLead"
          phone={phone}
          onPhone={setPhone}
          send={requestRecoveryOtp}
          onSent={(resendIn) => setStep({ name: 'otp', resendIn })}
          error={submit.formError}
        />
      )}
      {step.name === 'otp' && (
        <OtpStep
          phone={phone}
          resendIn={step.resendIn}
          resend={() => requestRecoveryOtp(phone)}
          verify={async (otp) => {
            const { resetToken } = await verifyRecoveryOtp(phone, otp);
            setStep({ name: 'password', resetToken });
          }}
        />
      )}
      {step.name === 'password' && (
        <form className={formStyles.form} onSubmit={onPassword(step.resetToken)} noValidate>
          <Field
            label="recovery.newPassword"
            type="password"
            value={password}
            onChange={setPassword}
            error={errorOf('password')}
            autoComplete="new-password"
            hint={<FormattedMessage id="register.passwordHint" />}
          />
          <Field
            label="recovery.repeatPassword"
            type="password"
            value={repeat}
            onChange={setRepeat}
            autoComplete="new-password"
            hint={
              error?.field === 'repeat' ? (
                <span role="alert" className={fieldStyles.error}>
                  <FormattedMessage id="recovery.mismatch" />
                </span>
              ) : undefined
            }
          />
          <FormError code={submit.formError} />
          <button className="btn btn-primary" type="submit" disabled={submit.busy}>
            <FormattedMessage id="recovery.submit" />
          </button>
        </form>
      )}
      {step.name === 'done' && (
        <SuccessCard
          title="recovery.doneTitle"
          body="recovery.doneBody"
          action={
            <Link to="/auth" search={{ tab: 'signin' }} className="btn btn-primary">
              <FormattedMessage id="recovery.toSignIn" />
            </Link>
          }
        />
      )}
    </div>
  );
}
