import {
  mdiCashMultiple,
  mdiCheckDecagramOutline,
  mdiLogin,
  mdiSend,
  mdiTrophyOutline,
} from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AfterFirstPaint } from '../../../components/AfterFirstPaint';
import { Icon } from '../../../components/Icon';
import { homeDrawAtom } from '../../../lib/atoms/home-draw';
import { profileAtom } from '../../../lib/atoms/profile';
import type { MessageId } from '../../../lib/intl';
import { usePageTitle } from '../../../lib/page-title';
import { useShopName } from '../../../lib/names';
import styles from './HomePage.module.css';

const points: { icon: string; titleId: MessageId; bodyId: MessageId }[] = [
  {
    icon: mdiCheckDecagramOutline,
    titleId: 'home.pointGenuineTitle',
    bodyId: 'home.pointGenuineBody',
  },
  { icon: mdiCashMultiple, titleId: 'home.pointBalanceTitle', bodyId: 'home.pointBalanceBody' },
  { icon: mdiSend, titleId: 'home.pointTelegramTitle', bodyId: 'home.pointTelegramBody' },
];

/**
 * The home page's frame: the hero with its calls to action, then `children` (the draw's sections,
 * put in by the route), then why buy here.
 */
export function HomePage({ children }: { children: ReactNode }) {
  usePageTitle('page.home');
  const signedIn = useAtomValue(profileAtom) !== null;
  const shopName = useShopName();
  // The demo shop (DEMO_SEED) says so: its draw, tickets and money are not real.
  const demo = useAtomValue(homeDrawAtom)?.demo === true;
  return (
    <div className={styles.page}>
      {demo && (
        <p className={styles.demo} role="note" data-testid="demo-banner">
          <FormattedMessage id="home.demoBanner" />
        </p>
      )}
      <section className={styles.hero} data-testid="home-hero">
        {/* The admin's shop name (useShopName), as the top bar and the served title. */}
        <h1 data-testid="home-hero-title">{shopName}</h1>
        <p className={styles.tagline}>
          <FormattedMessage id="home.tagline" />
        </p>
        <div className={styles.actions}>
          <Link to="/draw-results" className="btn btn-secondary">
            <Icon path={mdiTrophyOutline} />
            <FormattedMessage id="home.ctaResults" />
          </Link>
          {!signedIn && (
            <Link to="/auth" className={`btn btn-outline ${styles.light}`}>
              <Icon path={mdiLogin} />
              <FormattedMessage id="home.ctaSignIn" />
            </Link>
          )}
        </div>
      </section>

      {children}

      <AfterFirstPaint>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point.titleId}>
              <Icon path={point.icon} size={32} />
              <h3>
                <FormattedMessage id={point.titleId} />
              </h3>
              <p>
                <FormattedMessage id={point.bodyId} />
              </p>
            </li>
          ))}
        </ul>
      </AfterFirstPaint>
    </div>
  );
}
