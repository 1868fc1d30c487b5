import { mdiTrophyOutline } from '@mdi/js';
import type { MyPrizeDraw } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { LoadError } from '../../../components/LoadError';
import { PrizeStatus } from '../../../components/PrizeStatus';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import type { Loaded } from '../../../lib/loaded';
import { showAmount } from '../../../lib/money';
import { roundNameIn } from '../../../lib/names';
import { usePageTitle } from '../../../lib/page-title';
import { prizeLabel } from '../../../lib/prizes';
import styles from './MyPrizesPage.module.css';

/** /profile/prizes: every prize the member won, by draw, and where each one stands. */
export function MyPrizesPage({ draws }: { draws: Loaded<MyPrizeDraw[]> }) {
  usePageTitle('page.myPrizes');
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const money = (amount: string) => showAmount(amount, currency);
  const anyWaiting = draws.data?.some((draw) =>
    draw.prizes.some((prize) => prize.status !== 'credited'),
  );
  return (
    <div className={styles.page} data-testid="my-prizes">
      <h1>
        <Icon path={mdiTrophyOutline} />
        <FormattedMessage id="page.myPrizes" />
      </h1>
      {!draws.ok ? (
        <LoadError error={draws.error} />
      ) : draws.data.length === 0 ? (
        <div>
          <p className={styles.kind} data-testid="prizes-none">
            <FormattedMessage id="prizes.none" />
          </p>
          <Link to="/profile/my-tickets" className="btn btn-primary">
            <FormattedMessage id="nav.myTickets" />
          </Link>
        </div>
      ) : (
        <>
          {anyWaiting && (
            <p className={styles.help} data-testid="prizes-help">
              <strong>
                <FormattedMessage id="tickets.awaitingPayout" />
              </strong>
              <FormattedMessage id="prizes.waitingHelp" />
            </p>
          )}
          {draws.data.map((draw) => (
            <section key={draw.gid} className={styles.draw} data-testid="prize-draw">
              <h2>{roundNameIn(intl, locale, draw)}</h2>
              <ul className={styles.list}>
                {draw.prizes.map((prize) => (
                  <li
                    key={`${prize.number}-${prize.setNo}-${prize.kind}`}
                    className={styles.prize}
                    data-testid="my-prize"
                    data-number={prize.number}
                    data-status={prize.status}
                  >
                    <span className={styles.number}>{prize.number}</span>
                    <strong className={styles.amount}>{money(prize.amount)}</strong>
                    <span className={styles.kind}>
                      {prizeLabel(intl, prize.kind)}
                      {' · '}
                      <FormattedMessage id="cert.setShort" values={{ set: prize.setNo }} />
                    </span>
                    <PrizeStatus
                      status={prize.status}
                      paid={money(prize.paid)}
                      remaining={money(prize.remaining)}
                      className={`${styles.state} ${prize.status === 'credited' ? styles.credited : styles.waiting}`}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
