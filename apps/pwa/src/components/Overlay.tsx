import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { overlayAtom } from '../lib/atoms/overlay';
import { FullScreenSpinner } from './FullScreenSpinner';

/** Blocks the page while the overlay flag is on (a payment or other blocking call runs). */
export function Overlay() {
  const on = useAtomValue(overlayAtom);
  const intl = useIntl();
  return on ? <FullScreenSpinner label={intl.formatMessage({ id: 'app.loading' })} /> : null;
}
