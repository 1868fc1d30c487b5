import { mdiFingerprint } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../Field';
import formStyles from '../Form.module.css';
import { Icon } from '../Icon';
import { localeAtom } from '../../lib/atoms/locale';
import { formatDate } from '../../lib/format-date';
import { useSubmit } from '../../lib/use-submit';
import styles from './Passkeys.module.css';
import {
  addPasskey,
  isWebAuthnFailure,
  listPasskeys,
  removePasskey,
  type Passkey,
} from '../../lib/passkeys';
import { PasskeyTexts } from './PasskeyTexts';

/** The profile's passkeys: add one with a name, see when each was added and last used, remove. */
export function PasskeysSection() {
  return (
    <PasskeyTexts>
      <Passkeys />
    </PasskeyTexts>
  );
}

function Passkeys() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [password, setPassword] = useState('');
  const [cancelled, setCancelled] = useState(false);
  const submit = useSubmit();
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  useEffect(() => {
    void listPasskeys()
      .then(setPasskeys)
      .catch(() => undefined);
  }, []);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    setCancelled(false);
    const chosen = name.trim() || intl.formatMessage({ id: 'passkeys.namePlaceholder' });
    void submit.run(
      async () => {
        setPasskeys(await addPasskey(chosen));
        setName('');
      },
      (error) => {
        if (!isWebAuthnFailure(error)) return false;
        setCancelled(true);
        return true;
      },
    );
  };

  const onRemove = (event: FormEvent) => {
    event.preventDefault();
    if (!removing) return;
    void submit.run(async () => {
      setPasskeys(await removePasskey(removing.id, password));
      setRemoving(null);
      setPassword('');
    });
  };

  return (
    <section className={styles.section} data-testid="passkeys-section">
      <div>
        <h2>
          <FormattedMessage id="passkeys.title" />
        </h2>
      </div>
      <p className={styles.muted}>
        <FormattedMessage id="passkeys.lead" />
      </p>
      {passkeys && passkeys.length === 0 && (
        <p data-testid="passkeys-none">
          <FormattedMessage id="passkeys.none" />
        </p>
      )}
      {passkeys && passkeys.length > 0 && (
        <ul className={styles.list} data-testid="passkeys-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} data-testid="passkey-item">
              <strong>{passkey.name}</strong>
              <span className={styles.muted}>
                <FormattedMessage id="passkeys.created" />{' '}
                {formatDate(passkey.createdAt, locale, 'dateTime')}
              </span>
              <span className={styles.muted} data-testid="passkey-last-used">
                {passkey.lastUsedAt ? (
                  <>
                    <FormattedMessage id="passkeys.lastUsed" />{' '}
                    {formatDate(passkey.lastUsedAt, locale, 'dateTime')}
                  </>
                ) : (
                  <FormattedMessage id="passkeys.neverUsed" />
                )}
              </span>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  setRemoving(passkey);
                  submit.clear();
                }}
                data-testid="passkey-remove"
              >
                <FormattedMessage id="passkeys.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing ? (
        <form className={formStyles.form} onSubmit={onRemove} noValidate>
          <label>
            <span>
              <FormattedMessage id="passkeys.removeConfirm" /> ({removing.name})
            </span>
            <input
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              aria-label={intl.formatMessage({ id: 'passkeys.password' })}
              data-testid="passkey-remove-password"
            />
          </label>
          <FormError code={submit.formError} />
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={() => setRemoving(null)}>
              <FormattedMessage id="common.cancel" />
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={submit.busy || !password}
              data-testid="passkey-remove-confirm"
            >
              <FormattedMessage id="passkeys.remove" />
            </button>
          </div>
        </form>
      ) : supported ? (
        <form className={formStyles.form} onSubmit={onAdd} noValidate>
          <label>
            <span>
              <FormattedMessage id="passkeys.name" />
            </span>
            <input
              value={name}
              maxLength={40}
              onChange={(event) => setName(event.target.value)}
              placeholder={intl.formatMessage({ id: 'passkeys.namePlaceholder' })}
              data-testid="passkey-name"
            />
          </label>
          {cancelled && (
            <p role="alert">
              <FormattedMessage id="passkeys.cancelled" />
            </p>
          )}
          <FormError code={submit.formError} />
          <button
            type="submit"
            className={`btn btn-primary ${styles.wide}`}
            disabled={submit.busy}
            data-testid="passkey-add"
          >
            <Icon path={mdiFingerprint} />
            <FormattedMessage id="passkeys.add" />
          </button>
        </form>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="passkeys.unsupported" />
        </p>
      )}
    </section>
  );
}
