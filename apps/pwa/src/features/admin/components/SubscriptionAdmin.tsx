import type { AdminNumberSubscription } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { LoadError } from '../../../components/LoadError';
import { localeAtom } from '../../../lib/atoms/locale';
import { drawDay, formatDate } from '../../../lib/format-date';
import type { Loaded } from '../../../lib/loaded';
import { subscriptionAdminText, type SubscriptionAdminText } from '../subscription-texts';
import styles from './AdminPage.module.css';

/** How many of each subscription's draws are shown: the recent ones say whether it works. */
const RECENT_RUNS = 5;

/**
 * The Subscriptions tab (issue 32): every member's numbers bought every draw, whose (masked
 * phone), and what came of each recent draw, in words, with the order when one was bought.
 */
export function SubscriptionAdmin({ list }: { list: Loaded<AdminNumberSubscription[]> }) {
  const locale = useAtomValue(localeAtom);
  const t = (key: SubscriptionAdminText) => subscriptionAdminText(locale, key);
  const subscriptions = list.data;
  return (
    <section className={styles.panel}>
      <p className={styles.muted}>{t('about')}</p>
      {!list.ok && <LoadError error={list.error} />}
      {subscriptions && subscriptions.length === 0 && <p className={styles.muted}>{t('none')}</p>}
      {subscriptions && subscriptions.length > 0 && (
        <ul className={styles.list} data-testid="admin-subscriptions">
          {subscriptions.map((subscription) => (
            <li key={subscription.id} className={styles.row} data-testid="admin-subscription">
              <div>
                <strong>{subscription.number}</strong> · {subscription.sets} {t('setsOf')}
                {subscription.friendName && ` · ${t('for')} ${subscription.friendName}`}
                {subscription.paused && ` · ${t('paused')}`}
                <div className={styles.muted}>
                  {subscription.phone} · {t('since')} {formatDate(subscription.createdAt, locale)}
                </div>
                <ul className={styles.plain}>
                  {subscription.runs.length === 0 && (
                    <li className={styles.muted}>{t('noRuns')}</li>
                  )}
                  {subscription.runs.slice(0, RECENT_RUNS).map((run) => (
                    <li
                      key={run.gameEventId}
                      data-testid="admin-subscription-run"
                      data-outcome={run.outcome}
                    >
                      {formatDate(drawDay(run.drawDate), locale)}: {t(run.outcome)}
                      {run.orderId && ` (${t('order')} #${run.orderId})`}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
