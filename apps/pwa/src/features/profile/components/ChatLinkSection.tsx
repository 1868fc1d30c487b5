import { ErrorCode } from '@lottery/contracts';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../../components/Field';
import formStyles from '../../../components/Form.module.css';
import { profileAtom, type Profile } from '../../../lib/atoms/profile';
import { showSnackbarAtom } from '../../../lib/atoms/snackbar';
import { useSubmit } from '../../../lib/use-submit';
import { updateProfile } from '../api';
import { isTelegramLink, telegramUrl } from '../telegram';
import styles from './ProfilePage.module.css';
import { SectionFormEnd } from './SectionFormEnd';

/** The member's Telegram account (a t.me link or @handle), where tickets can be sent. */
export function ChatLinkSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const setProfile = useSetAtom(profileAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(profile.telegram ?? '');
  const [error, setError] = useState<number | undefined>();
  const submit = useSubmit();

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    // Empty clears the link.
    const code = !value.trim() || isTelegramLink(value) ? undefined : ErrorCode.InvalidFormat;
    setError(code);
    if (code !== undefined) return;
    void submit.run(async () => {
      setProfile(await updateProfile({ telegram: value.trim() }));
      snackbar({ msg: intl.formatMessage({ id: 'profile.saved' }), state: true });
      setEditing(false);
    });
  };

  return (
    <section className={styles.section} data-testid="chat-section">
      <div className={styles.sectionHead}>
        <h2>
          <FormattedMessage id="profile.chatTitle" />
        </h2>
        {!editing && (
          <button type="button" className={styles.edit} onClick={() => setEditing(true)}>
            <FormattedMessage id={profile.telegram ? 'profile.edit' : 'profile.add'} />
          </button>
        )}
      </div>
      {editing ? (
        <form className={formStyles.form} onSubmit={onSave} noValidate>
          <Field
            label="profile.chatLabel"
            value={value}
            onChange={setValue}
            error={error ?? submit.fieldErrors.telegram}
            placeholder="@username"
            autoCapitalize="off"
            hint={<FormattedMessage id="profile.chatHint" />}
          />
          <SectionFormEnd
            error={submit.formError}
            busy={submit.busy}
            onCancel={() => setEditing(false)}
          />
        </form>
      ) : profile.telegram ? (
        <a href={telegramUrl(profile.telegram)} target="_blank" rel="noreferrer">
          {profile.telegram}
        </a>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="profile.noChat" />
        </p>
      )}
    </section>
  );
}
