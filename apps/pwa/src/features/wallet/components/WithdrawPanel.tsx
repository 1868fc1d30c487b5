import { mdiBankTransferOut, mdiCheckCircle, mdiFaceAgent } from '@mdi/js';
import { ErrorCode, parseCents, type Withdrawal } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { BankFacts } from '../../../components/BankFields';
import { ConnectionNote, FormError } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { contactOpenAtom } from '../../../lib/atoms/contact';
import { currencyAtom } from '../../../lib/atoms/currency';
import { onlineAtom } from '../../../lib/atoms/online';
import type { Profile } from '../../../lib/atoms/profile';
import { useSubmit, useTellRecovered } from '../../../lib/use-submit';
import { isWebAuthnFailure, passkeyStepUp } from '../../../lib/passkeys';
import { afterMoneyMoved, withdrawAll } from '../api';
import { showAmount } from '../../../lib/money';
import { attemptKeys } from '../wallet';
import styles from './Payment.module.css';

type Step = { name: 'review' } | { name: 'confirm' } | { name: 'done'; withdrawal: Withdrawal };

/** Withdraw: always the whole balance, to the profile's bank account, after a confirm step. */
export function WithdrawPanel({ profile }: { profile: Profile }) {
  const currency = useAtomValue(currencyAtom);
  const online = useAtomValue(onlineAtom);
  const [step, setStep] = useState<Step>({ name: 'review' });
  const submit = useSubmit({ moneyCall: true });
  const tellRecovered = useTellRecovered();
  const queryClient = useQueryClient();
  const keys = useRef(attemptKeys());
  const hasBank = Boolean(profile.accountNumber);
  const empty = (parseCents(profile.balance) ?? 0) === 0;

  if (step.name === 'done') return <WithdrawDone withdrawal={step.withdrawal} />;

  const onConfirm = () =>
    void submit.run(
      async () => {
        // A member with a passkey confirms with it (the phone asks); without one, nothing more.
        const stepUpToken = await passkeyStepUp();
        const { value: withdrawal, retried } = await withdrawAll(keys.current.key(), stepUpToken);
        keys.current.finish();
        setStep({ name: 'done', withdrawal });
        tellRecovered(retried);
        await afterMoneyMoved(queryClient);
      },
      (error) => {
        if (!isWebAuthnFailure(error)) return false;
        submit.setFormError(ErrorCode.PasskeyStepUpRequired);
        return true;
      },
    );

  return (
    <section className={styles.card} data-testid="withdraw-panel">
      <p className={styles.muted}>
        <FormattedMessage id="payment.withdrawLead" />
      </p>
      <div className={styles.amounts}>
        <span className={styles.label}>
          <FormattedMessage id="payment.withdrawAmount" />
        </span>
        <strong data-testid="withdraw-amount">{showAmount(profile.balance, currency)}</strong>
      </div>
      {hasBank ? (
        <BankFacts account={profile} className={styles.facts} testId="withdraw-bank" />
      ) : (
        <div className={styles.notice} data-testid="withdraw-no-bank">
          <p>
            <FormattedMessage id="payment.noBank" />
          </p>
          <Link to="/profile" className="btn btn-outline">
            <FormattedMessage id="payment.addBank" />
          </Link>
        </div>
      )}
      {hasBank && empty && (
        <p className={styles.notice}>
          <FormattedMessage id={`error.${ErrorCode.AmountNotEnough}`} />
        </p>
      )}
      <FormError code={submit.formError} />
      <ConnectionNote note={submit.connection} />
      {step.name === 'review' ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={!hasBank || empty || !online}
          onClick={() => setStep({ name: 'confirm' })}
        >
          <Icon path={mdiBankTransferOut} />
          <FormattedMessage id="payment.withdrawAll" />
        </button>
      ) : (
        <div className={styles.confirm} role="alertdialog" aria-labelledby="withdraw-confirm">
          <p id="withdraw-confirm">
            <FormattedMessage
              id="payment.withdrawConfirm"
              values={{ amount: showAmount(profile.balance, currency) }}
            />
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setStep({ name: 'review' })}
            >
              <FormattedMessage id="common.cancel" />
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={submit.busy || !online}
              onClick={onConfirm}
            >
              <FormattedMessage id="payment.confirmWithdraw" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The completion card: what was asked, where it goes, and how it is arranged. */
function WithdrawDone({ withdrawal }: { withdrawal: Withdrawal }) {
  const currency = useAtomValue(currencyAtom);
  const openContact = useSetAtom(contactOpenAtom);
  return (
    <section className={`${styles.card} ${styles.done}`} data-testid="withdraw-done" role="status">
      <Icon path={mdiCheckCircle} size={64} />
      <h2>
        <FormattedMessage id="payment.withdrawSent" />
      </h2>
      <strong className={styles.big}>{showAmount(withdrawal.amt, currency)}</strong>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="payment.refId" />
        </dt>
        <dd>
          <code>{withdrawal.RefId}</code>
        </dd>
        <dt>
          <FormattedMessage id="bank.bank" />
        </dt>
        <dd>{withdrawal.bankName}</dd>
        <dt>
          <FormattedMessage id="bank.accountNumber" />
        </dt>
        <dd>
          {withdrawal.accountNumber} ({withdrawal.accountName})
        </dd>
      </dl>
      <p className={styles.muted}>
        <FormattedMessage id="payment.withdrawArranged" />
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => openContact(true)}>
        <Icon path={mdiFaceAgent} />
        <FormattedMessage id="nav.contactUs" />
      </button>
    </section>
  );
}
