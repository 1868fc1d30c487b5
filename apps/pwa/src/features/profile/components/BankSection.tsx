import { accountNumberSchema, ErrorCode, nameSchema } from '@lottery/contracts';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BankFacts, BankFields, type BankAccount } from '../../../components/BankFields';
import formStyles from '../../../components/Form.module.css';
import { OtpStep } from '../../../components/OtpStep';
import { profileAtom, type Profile } from '../../../lib/atoms/profile';
import { showSnackbarAtom } from '../../../lib/atoms/snackbar';
import { checkFields, errorCodeOf, type FieldErrors } from '../../../lib/forms';
import { useSubmit } from '../../../lib/use-submit';
import { isWebAuthnFailure, passkeyStepUp } from '../../../lib/passkeys';
import { requestBankOtp, updateProfile } from '../api';
import styles from './ProfilePage.module.css';
import { SectionFormEnd } from './SectionFormEnd';

type Step =
  { name: 'view' } | { name: 'edit' } | { name: 'otp'; resendIn: number; account: BankAccount };

/** The bank account: shown, edited, and saved with a fresh code sent to the member's phone. */
export function BankSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const setProfile = useSetAtom(profileAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const [step, setStep] = useState<Step>({ name: 'view' });
  const [account, setAccount] = useState<BankAccount>({
    bankName: profile.bankName ?? '',
    accountName: profile.accountName ?? '',
    accountNumber: profile.accountNumber ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmit();

  const onEdit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields({
      accountName: [nameSchema, account.accountName],
      accountNumber: [accountNumberSchema, account.accountNumber],
    });
    if (!account.bankName) found.bankName = ErrorCode.MissingBank;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void submit.run(
      async () => {
        // A member with a passkey confirms with it; the others get a code by SMS.
        const stepUpToken = await passkeyStepUp();
        if (stepUpToken) return save(account, { stepUpToken });
        const sent = await requestBankOtp();
        setStep({ name: 'otp', resendIn: sent.resendIn, account });
      },
      (error) => {
        if (!isWebAuthnFailure(error)) return false;
        submit.setFormError(ErrorCode.PasskeyStepUpRequired);
        return true;
      },
    );
  };

  const save = async (saved: BankAccount, proof: { otp: string } | { stepUpToken: string }) => {
    try {
      setProfile(
        await updateProfile({
          bankName: saved.bankName,
          accountName: saved.accountName.trim(),
          accountNumber: saved.accountNumber,
          ...proof,
        }),
      );
    } catch (error) {
      // Someone else holds this account number: back to the form, with the field marked.
      if (errorCodeOf(error) !== ErrorCode.AccountNumberRegistered) throw error;
      setErrors({ accountNumber: ErrorCode.AccountNumberRegistered });
      setStep({ name: 'edit' });
      return;
    }
    snackbar({ msg: intl.formatMessage({ id: 'profile.saved' }), state: true });
    setStep({ name: 'view' });
  };

  return (
    <section className={styles.section} data-testid="bank-section">
      <div className={styles.sectionHead}>
        <h2>
          <FormattedMessage id="profile.bankTitle" />
        </h2>
        {step.name === 'view' && (
          <button type="button" className={styles.edit} onClick={() => setStep({ name: 'edit' })}>
            <FormattedMessage id={profile.accountNumber ? 'profile.edit' : 'profile.add'} />
          </button>
        )}
      </div>
      {step.name === 'view' &&
        (profile.accountNumber ? (
          <BankFacts account={profile} className={styles.facts} />
        ) : (
          <p className={styles.muted}>
            <FormattedMessage id="profile.noBank" />
          </p>
        ))}
      {step.name === 'edit' && (
        <form className={formStyles.form} onSubmit={onEdit} noValidate>
          <BankFields
            value={account}
            onChange={setAccount}
            errors={{ ...submit.fieldErrors, ...errors }}
          />
          <p className={styles.muted}>
            <FormattedMessage id="profile.bankOtpNote" />
          </p>
          <SectionFormEnd
            error={submit.formError}
            busy={submit.busy}
            onCancel={() => setStep({ name: 'view' })}
            submit="register.sendCode"
          />
        </form>
      )}
      {step.name === 'otp' && (
        <>
          <OtpStep
            phone={null}
            resendIn={step.resendIn}
            resend={requestBankOtp}
            verify={(otp) => save(step.account, { otp })}
          />
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setStep({ name: 'edit' })}
          >
            <FormattedMessage id="common.cancel" />
          </button>
        </>
      )}
    </section>
  );
}
