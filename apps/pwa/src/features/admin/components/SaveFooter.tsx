import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/Field';

/** The end of an admin settings form: its refusal, "saved." once it went through, and Save. */
export function SaveFooter({
  error,
  saved,
  busy,
}: {
  error: number | null;
  saved: boolean;
  busy: boolean;
}) {
  return (
    <>
      <FormError code={error} />
      {saved && (
        <p role="status">
          <FormattedMessage id="admin.saved" />
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <FormattedMessage id="admin.save" />
      </button>
    </>
  );
}
