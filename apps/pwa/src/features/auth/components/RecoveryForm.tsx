import { Link } from '@tanstack/react-router';
import { ErrorCode, passwordSchema } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Field, FormError } from '../../../components/Field';
import fieldStyles from '../../../components/Field.module.css';
import formStyles from '../../../components/Form.module.css';
import { checkField } from '../../../lib/forms';
import { useSubmit } from '../../../lib/use-submit';
import { requestRecoveryOtp, resetPassword, verifyRecoveryOtp } from '../api';
import { PhoneProofSteps, type PhoneProved } from './PhoneProofSteps';
import { SuccessCard } from './SuccessCard';

/** Phone → code by SMS → new password → done (the account is unlocked too). */
export function RecoveryForm() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{ field: string; code: number } | null>(null);
  const submit = useSubmit();
  const errorOf = (field: string) =>
    error?.field === field ? error.code : submit.fieldErrors[field];

  const onPassword =
    ({ phone, proof, finish, backIfUnproven }: PhoneProved) =>
    (event: FormEvent) => {
      event.preventDefault();
      const code = checkField(passwordSchema, password);
      if (code !== undefined) return setError({ field: 'password', code });
      if (repeat !== password)
        return setError({ field: 'repeat', code: ErrorCode.InvalidPassword });
      setError(null);
      void submit.run(async () => {
        await resetPassword(phone, proof, password);
        finish();
      }, backIfUnproven);
    };

  return (
    <PhoneProofSteps
      testId="recovery-form"
      lead="recovery.phoneLead"
      send={requestRecoveryOtp}
      verify={async (phone, otp) => (await verifyRecoveryOtp(phone, otp)).resetToken}
      error={submit.formError}
      done={
        <SuccessCard
          title="recovery.doneTitle"
          body="recovery.doneBody"
          action={
            <Link to="/auth" search={{ tab: 'signin' }} className="btn btn-primary">
              <FormattedMessage id="recovery.toSignIn" />
            </Link>
          }
        />
      }
    >
      {(proved) => (
        <form className={formStyles.form} onSubmit={onPassword(proved)} noValidate>
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
    </PhoneProofSteps>
  );
}
