import { mdiCloseCircle, mdiImagePlus } from '@mdi/js';
import { identityTypes, type IdentityType } from '@lottery/contracts';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../../components/Field';
import fieldStyles from '../../../components/Field.module.css';
import { Icon } from '../../../components/Icon';
import { codeText, digitsOnly, errorCodeOf, type FieldErrors } from '../../../lib/forms';
import type { MessageId } from '../../../lib/intl';
import { uploadIdPhoto } from '../api';
import { idPhotoProblem, type BuyMode, type CustomerForm } from '../form';
import styles from './Cart.module.css';

/** The buy-mode toggle: "1" for a friend, "2" for myself. */
export function BuyModeToggle({
  mode,
  onChange,
}: {
  mode: BuyMode;
  onChange: (mode: BuyMode) => void;
}) {
  const intl = useIntl();
  const options: { value: BuyMode; label: MessageId }[] = [
    { value: '1', label: 'cart.modeFriend' },
    { value: '2', label: 'cart.modeMyself' },
  ];
  return (
    <div
      className={styles.toggle}
      role="radiogroup"
      aria-label={intl.formatMessage({ id: 'cart.buyFor' })}
    >
      {options.map((option) => (
        <label key={option.value} className={mode === option.value ? styles.toggleOn : ''}>
          <input
            type="radio"
            name="buy-mode"
            value={option.value}
            checked={mode === option.value}
            onChange={() => onChange(option.value)}
          />
          <FormattedMessage id={option.label} />
        </label>
      ))}
    </div>
  );
}

const typeLabels: Record<IdentityType, MessageId> = {
  idcard: 'cart.idCard',
  passport: 'cart.passport',
};

/** The friend's details; a `topup` member gives only name and phone (no identity). */
export function CustomerFields({
  form,
  errors,
  withIdentity,
  onChange,
}: {
  form: CustomerForm;
  errors: FieldErrors;
  withIdentity: boolean;
  onChange: (form: CustomerForm) => void;
}) {
  const intl = useIntl();
  const typeId = useId();
  const set = (patch: Partial<CustomerForm>) => onChange({ ...form, ...patch });
  return (
    <div className={styles.form} data-testid="customer-form">
      <Field
        label="cart.cusName"
        value={form.cusName}
        onChange={(cusName) => set({ cusName })}
        error={errors.cusName}
        maxLength={100}
        autoComplete="off"
        name="cusName"
      />
      <Field
        label="cart.cusTel"
        value={form.cusTel}
        onChange={(value) => set({ cusTel: digitsOnly(value, 10) })}
        error={errors.cusTel}
        inputMode="numeric"
        autoComplete="off"
        name="cusTel"
      />
      {withIdentity && (
        <>
          <div className={fieldStyles.field}>
            <label htmlFor={typeId}>
              <FormattedMessage id="cart.idType" />
            </label>
            <div className={fieldStyles.row}>
              <select
                id={typeId}
                name="cusIdenType"
                value={form.cusIdenType}
                // Spec section 4: changing the identity type clears the number.
                onChange={(event) =>
                  set({ cusIdenType: event.target.value as IdentityType, cusIden: '' })
                }
              >
                {identityTypes.map((type) => (
                  <option key={type} value={type}>
                    {intl.formatMessage({ id: typeLabels[type] })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Field
            label={form.cusIdenType === 'idcard' ? 'cart.idCardNumber' : 'cart.passportNumber'}
            value={form.cusIden}
            onChange={(value) =>
              set({
                cusIden:
                  form.cusIdenType === 'idcard'
                    ? digitsOnly(value, 9)
                    : value.replace(/[^A-Za-z\d]/g, '').slice(0, 9),
              })
            }
            error={errors.cusIden}
            inputMode={form.cusIdenType === 'idcard' ? 'numeric' : 'text'}
            autoComplete="off"
            name="cusIden"
          />
          <UploadBox
            url={form.cusIdenImg}
            missing={errors.cusIdenImg !== undefined}
            onChange={(cusIdenImg) => set({ cusIdenImg })}
          />
        </>
      )}
    </div>
  );
}

/** The id photo: one jpg or png under the size limit, uploaded at once; its URL goes in the form. */
function UploadBox({
  url,
  missing,
  onChange,
}: {
  url: string;
  missing: boolean;
  onChange: (url: string) => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const [problem, setProblem] = useState<MessageId | null>(null);
  const [uploadError, setUploadError] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A member's uploaded image is private (its URL needs the session header, which an <img> cannot
  // send), so the preview shows the chosen file from this device.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function take(files: FileList | null) {
    setUploadError(null);
    const found = idPhotoProblem(files ?? []);
    setProblem(found);
    if (found || !files) return;
    setBusy(true);
    try {
      const file = files[0]!;
      onChange((await uploadIdPhoto(file)).url);
      setPreview(URL.createObjectURL(file));
    } catch (error) {
      setUploadError(errorCodeOf(error));
    } finally {
      setBusy(false);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void take(event.dataTransfer.files);
  };

  const message = problem
    ? intl.formatMessage({ id: problem })
    : uploadError !== null
      ? codeText(intl, uploadError)
      : missing && !url
        ? intl.formatMessage({ id: 'cart.photoRequired' })
        : null;

  return (
    <div className={fieldStyles.field}>
      <span className={styles.uploadLabel}>
        <FormattedMessage id="cart.idPhoto" />
      </span>
      {url ? (
        <div className={styles.preview} data-testid="id-photo-preview">
          {preview ? (
            <img src={preview} alt={intl.formatMessage({ id: 'cart.idPhoto' })} />
          ) : (
            <Icon path={mdiImagePlus} size={48} />
          )}
          <button
            type="button"
            onClick={() => {
              onChange('');
              setPreview(null);
            }}
            aria-label={intl.formatMessage({ id: 'cart.photoRemove' })}
          >
            <Icon path={mdiCloseCircle} />
          </button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className={`${styles.upload} ${message ? styles.uploadInvalid : ''}`}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
        >
          <Icon path={mdiImagePlus} size={32} />
          <span>
            <FormattedMessage id={busy ? 'cart.photoUploading' : 'cart.photoChoose'} />
          </span>
          <small>
            <FormattedMessage id="cart.photoRule" />
          </small>
        </label>
      )}
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        data-testid="id-photo-input"
        disabled={busy}
        onChange={(event) => {
          void take(event.target.files);
          event.target.value = '';
        }}
      />
      {message && (
        <p className={fieldStyles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
