import { Link } from '@tanstack/react-router';
import { accountNumberSchema, ErrorCode, nameSchema, passwordSchema } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { BankFields, emptyBankAccount, type BankAccount } from '../../../components/BankFields';
import { Field, FormError } from '../../../components/Field';
import formStyles from '../../../components/Form.module.css';
import { checkFields, type FieldErrors } from '../../../lib/forms';
import { startSession } from '../../../lib/profile';
import { useSubmit } from '../../../lib/use-submit';
import { register, requestRegisterOtp, verifyRegisterOtp } from '../api';
import { PhoneProofSteps, type PhoneProved } from './PhoneProofSteps';
import { SuccessCard } from './SuccessCard';

/** Bank fields are optional together: any of them filled means all of them are checked. */
export function checkBankAccount(bank: BankAccount): FieldErrors {
  if (!bank.bankName && !bank.accountName.trim() && !bank.accountNumber.trim()) return {};
  const errors = checkFields({
    accountName: [nameSchema, bank.accountName],
    accountNumber: [accountNumberSchema, bank.accountNumber],
  });
  if (!bank.bankName) errors.bankName = ErrorCode.MissingBank;
  return errors;
}

/**
 * Phone → code by SMS → name, password (and a bank account) → signed in. With `giftCode` (from a
 * gift link) the success card leads back to that gift.
 */
export function RegisterForm({ giftCode }: { giftCode?: string | undefined }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [bank, setBank] = useState<BankAccount>(emptyBankAccount);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmit();

  const onDetails =
    ({ phone, proof, finish, backIfUnproven }: PhoneProved) =>
    (event: FormEvent) => {
      event.preventDefault();
      const found = {
        ...checkFields({ name: [nameSchema, name], password: [passwordSchema, password] }),
        ...checkBankAccount(bank),
      };
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const withBank = bank.bankName
        ? {
            bankName: bank.bankName,
            accountName: bank.accountName.trim(),
            accountNumber: bank.accountNumber,
          }
        : {};
      void submit.run(async () => {
        const { token } = await register({
          Tel: phone,
          verifyToken: proof,
          password,
          name: name.trim(),
          ...withBank,
        });
        await startSession(token);
        finish();
      }, backIfUnproven);
    };

  return (
    <PhoneProofSteps
      testId="register-form"
      lead="register.phoneLead"
      send={requestRegisterOtp}
      verify={async (phone, otp) => (await verifyRegisterOtp(phone, otp)).verifyToken}
      error={submit.formError}
      done={
        <SuccessCard
          title="register.doneTitle"
          body="register.doneBody"
          action={
            giftCode ? (
              <Link
                to="/reward"
                search={{ giftCode }}
                className="btn btn-primary"
                replace
                data-testid="register-to-gift"
              >
                <FormattedMessage id="gift.receive" />
              </Link>
            ) : (
              <Link to="/" className="btn btn-secondary" replace>
                <FormattedMessage id="register.start" />
              </Link>
            )
          }
        />
      }
    >
      {(proved) => (
        <form className={formStyles.form} onSubmit={onDetails(proved)} noValidate>
          <Field
            label="register.name"
            value={name}
            onChange={setName}
            error={errors.name ?? submit.fieldErrors.name}
            autoComplete="name"
            maxLength={100}
            name="name"
          />
          <Field
            label="auth.password"
            type="password"
            value={password}
            onChange={setPassword}
            error={errors.password ?? submit.fieldErrors.password}
            autoComplete="new-password"
            hint={<FormattedMessage id="register.passwordHint" />}
            name="password"
          />
          <fieldset className={formStyles.optional}>
            <legend>
              <FormattedMessage id="register.bankOptional" />
            </legend>
            <BankFields
              value={bank}
              onChange={setBank}
              errors={{ ...submit.fieldErrors, ...errors }}
            />
          </fieldset>
          <FormError code={submit.formError} />
          <button className="btn btn-primary" type="submit" disabled={submit.busy}>
            <FormattedMessage id="register.submit" />
          </button>
        </form>
      )}
    </PhoneProofSteps>
  );
}
