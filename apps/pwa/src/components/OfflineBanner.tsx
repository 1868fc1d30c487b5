import { mdiWifiOff } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { onlineAtom } from '../lib/atoms/online';
import { Icon } from './Icon';
import styles from './OfflineBanner.module.css';

export function OfflineBanner() {
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <Icon path={mdiWifiOff} size={18} />
      <FormattedMessage id="offline.banner" />
    </div>
  );
}
