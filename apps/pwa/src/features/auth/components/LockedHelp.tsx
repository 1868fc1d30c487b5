import { mdiFaceAgent } from '@mdi/js';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import formStyles from '../../../components/Form.module.css';
import { Icon } from '../../../components/Icon';
import { contactOpenAtom } from '../../../lib/atoms/contact';

/**
 * Under "This account is locked" (911010): what to do next. Only the shop unlocks an account,
 * so the member is sent to it, with the shop's contact link (the contact dialog).
 */
export function LockedHelp() {
  const openContact = useSetAtom(contactOpenAtom);
  return (
    <div className={formStyles.lead} data-testid="locked-help">
      <p>
        <FormattedMessage id="auth.lockedHelp" />
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => openContact(true)}>
        <Icon path={mdiFaceAgent} />
        <FormattedMessage id="nav.contactUs" />
      </button>
    </div>
  );
}
