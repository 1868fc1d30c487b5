import { ErrorCode, passwordSchema } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../../components/Field';
import formStyles from '../../../components/Form.module.css';
import { showSnackbarAtom } from '../../../lib/atoms/snackbar';
import { checkField, errorCodeOf, type FieldErrors } from '../../../lib/forms';
import { useSubmit } from '../../../lib/use-submit';
import { changePassword, sessionsQuery } from '../api';
import styles from './ProfilePage.module.css';
import { SectionFormEnd } from './SectionFormEnd';

/**
 * Change the password: the current one, then the new one (same rule as registration). The
 * session is rotated: this device keeps going with the new token (stored by changePassword),
 * every other copy of the old one is signed out. `asked` changes when the sessions section's
 * "This was not me" is pressed: the form opens and comes into view.
 */
export function PasswordSection({ asked = 0 }: { asked?: number }) {
  const intl = useIntl();
  const snackbar = useSetAtom(showSnackbarAtom);
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmit();
  const queryClient = useQueryClient();
  const section = useRef<HTMLElement>(null);

  // Asked again: open the form now (state adjusted while rendering), then bring it into view.
  const [answered, setAnswered] = useState(asked);
  if (asked !== answered) {
    setAnswered(asked);
    setOpen(true);
  }
  useEffect(() => {
    if (asked > 0) section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [asked]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!current) found.oldPassword = ErrorCode.EnterCurrentPassword;
    const nextCode = next ? checkField(passwordSchema, next) : ErrorCode.EnterNewPassword;
    if (nextCode !== undefined) found.newPassword = nextCode;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void submit.run(
      async () => {
        await changePassword(current, next);
        // This device's session is a new one now: the sessions section shows it.
        void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
        snackbar({ msg: intl.formatMessage({ id: 'profile.passwordChanged' }), state: true });
        setCurrent('');
        setNext('');
        setOpen(false);
      },
      (error) => {
        if (errorCodeOf(error) === ErrorCode.CurrentPasswordWrong) {
          setErrors({ oldPassword: ErrorCode.CurrentPasswordWrong });
          return true;
        }
        return false;
      },
    );
  };

  return (
    <section className={styles.section} data-testid="password-section" ref={section}>
      <div className={styles.sectionHead}>
        <h2>
          <FormattedMessage id="profile.passwordTitle" />
        </h2>
        {!open && (
          <button type="button" className={styles.edit} onClick={() => setOpen(true)}>
            <FormattedMessage id="profile.change" />
          </button>
        )}
      </div>
      {open && (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.muted}>
            <FormattedMessage id="sessions.passwordEndsOthers" />
          </p>
          <Field
            label="profile.currentPassword"
            type="password"
            value={current}
            onChange={setCurrent}
            error={errors.oldPassword ?? submit.fieldErrors.oldPassword}
            autoComplete="current-password"
          />
          <Field
            label="recovery.newPassword"
            type="password"
            value={next}
            onChange={setNext}
            error={errors.newPassword ?? submit.fieldErrors.newPassword}
            autoComplete="new-password"
            hint={<FormattedMessage id="register.passwordHint" />}
          />
          <SectionFormEnd
            error={submit.formError}
            busy={submit.busy}
            onCancel={() => setOpen(false)}
          />
        </form>
      )}
    </section>
  );
}
