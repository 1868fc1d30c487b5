import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadBanks, type Bank } from '../lib/banks';
import { codeText } from '../lib/forms';
import { Field } from './Field';
import fieldStyles from './Field.module.css';
import styles from './Form.module.css';

export interface BankAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export const emptyBankAccount: BankAccount = { bankName: '', accountName: '', accountNumber: '' };

/** Bank (from GET /banklist), account holder's name and account number. */
export function BankFields({
  value,
  onChange,
  errors,
}: {
  value: BankAccount;
  onChange: (value: BankAccount) => void;
  errors: Record<string, number>;
}) {
  const intl = useIntl();
  const id = useId();
  const [banks, setBanks] = useState<Bank[]>([]);

  useEffect(() => {
    let live = true;
    loadBanks().then(
      (list) => live && setBanks(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const known = banks.some((bank) => bank.name === value.bankName || bank.code === value.bankName);
  return (
    <>
      <div className={fieldStyles.field}>
        <label htmlFor={id}>
          <FormattedMessage id="bank.bank" />
        </label>
        <div className={fieldStyles.row}>
          <select
            id={id}
            className={styles.select}
            value={value.bankName}
            onChange={(event) => onChange({ ...value, bankName: event.target.value })}
            aria-invalid={errors.bankName !== undefined}
          >
            <option value="">{intl.formatMessage({ id: 'bank.choose' })}</option>
            {!known && value.bankName && <option value={value.bankName}>{value.bankName}</option>}
            {banks.map((bank) => (
              <option key={bank.code} value={bank.name}>
                {bank.name}
              </option>
            ))}
          </select>
        </div>
        {errors.bankName !== undefined && (
          <p className={fieldStyles.error} role="alert">
            {codeText(intl, errors.bankName)}
          </p>
        )}
      </div>
      <Field
        label="bank.accountName"
        value={value.accountName}
        onChange={(accountName) => onChange({ ...value, accountName })}
        error={errors.accountName}
        autoComplete="off"
        maxLength={100}
      />
      <Field
        label="bank.accountNumber"
        value={value.accountNumber}
        onChange={(accountNumber) =>
          onChange({ ...value, accountNumber: accountNumber.replace(/[^\d -]/g, '').slice(0, 30) })
        }
        error={errors.accountNumber}
        inputMode="numeric"
        autoComplete="off"
      />
    </>
  );
}

/** The bank account money is paid out to, as a list of facts; `className` lays the list out. */
export function BankFacts({
  account,
  className,
  testId,
}: {
  account: { bankName: string | null; accountName: string | null; accountNumber: string | null };
  className: string | undefined;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      <dt>
        <FormattedMessage id="bank.bank" />
      </dt>
      <dd>{account.bankName}</dd>
      <dt>
        <FormattedMessage id="bank.accountName" />
      </dt>
      <dd>{account.accountName}</dd>
      <dt>
        <FormattedMessage id="bank.accountNumber" />
      </dt>
      <dd>{account.accountNumber}</dd>
    </dl>
  );
}
