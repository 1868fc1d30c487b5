import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/Field';
import type { MessageId } from '../../../lib/intl';
import styles from './ProfilePage.module.css';

/**
 * The end of a profile section's edit form: its error, then Cancel (closes the form) beside the
 * submit button (Save unless the form names another step, such as sending a code).
 */
export function SectionFormEnd({
  error,
  busy,
  onCancel,
  submit = 'common.save',
}: {
  error: number | null;
  busy: boolean;
  onCancel: () => void;
  submit?: MessageId;
}) {
  return (
    <>
      <FormError code={error} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          <FormattedMessage id={submit} />
        </button>
      </div>
    </>
  );
}
