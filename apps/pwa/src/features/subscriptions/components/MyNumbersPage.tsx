import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { QueryStatus } from '../../../components/QueryStatus';
import { localeAtom } from '../../../lib/atoms/locale';
import { profileAtom } from '../../../lib/atoms/profile';
import { drawDay, formatDate } from '../../../lib/format-date';
import { codeText, digitsOnly, errorCodeOf } from '../../../lib/forms';
import { usePageTitle } from '../../../lib/page-title';
import {
  addSubscription,
  pauseSubscription,
  removeSubscription,
  subscriptionsQuery,
  type NumberSubscription,
} from '../api';
import { subscriptionText, type SubscriptionText } from '../messages';
import styles from './MyNumbersPage.module.css';

/** /profile/my-numbers: add, pause and remove numbers bought every draw; each draw's outcome. */
export function MyNumbersPage() {
  usePageTitle('page.myNumbers');
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const t = (key: SubscriptionText) => subscriptionText(locale, key);
  const subscriptions = useQuery(subscriptionsQuery);
  const list = subscriptions.data;
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const [sets, setSets] = useState(1);
  // A friend only for a `topup` member: anyone else's friend purchase needs an id photo each draw.
  const canNameFriend = useAtomValue(profileAtom)?.prefixPayment === 'topup';
  const [forFriend, setForFriend] = useState(false);
  const [friendName, setFriendName] = useState('');
  const [friendPhone, setFriendPhone] = useState('');
  const [error, setError] = useState<number>();
  const [busy, setBusy] = useState(false);

  /** Every change answers the new list: it becomes the query's answer. */
  async function change(call: () => Promise<NumberSubscription[]>) {
    setBusy(true);
    setError(undefined);
    try {
      queryClient.setQueryData(subscriptionsQuery.queryKey, await call());
      return true;
    } catch (caught) {
      setError(errorCodeOf(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }
  const add = (event: FormEvent) => {
    event.preventDefault();
    const friend = canNameFriend && forFriend ? { friendName, friendPhone } : {};
    void change(() => addSubscription(number, sets, friend)).then((done) => done && setNumber(''));
  };

  return (
    <div className={styles.page} data-testid="my-numbers">
      <h1>{t('title')}</h1>
      <p className={styles.help}>{t('help')}</p>
      {list === undefined ? (
        <QueryStatus query={subscriptions} testId="my-numbers" />
      ) : (
        <>
          <form className={styles.add} onSubmit={add} noValidate>
            <label>
              {t('number')}
              <input
                name="number"
                inputMode="numeric"
                autoComplete="off"
                placeholder="000000"
                value={number}
                onChange={(event) => setNumber(digitsOnly(event.target.value, 6))}
              />
            </label>
            <label>
              {t('sets')}
              <select
                name="sets"
                value={sets}
                onChange={(event) => setSets(Number(event.target.value))}
              >
                {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            {canNameFriend && (
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name="forFriend"
                  checked={forFriend}
                  onChange={(event) => setForFriend(event.target.checked)}
                />
                {t('forFriend')}
              </label>
            )}
            {canNameFriend && forFriend && (
              <>
                <label className={styles.wide}>
                  {t('friendName')}
                  <input
                    name="friendName"
                    autoComplete="off"
                    value={friendName}
                    onChange={(event) => setFriendName(event.target.value)}
                  />
                </label>
                <label className={styles.wide}>
                  {t('friendPhone')}
                  <input
                    name="friendPhone"
                    inputMode="tel"
                    autoComplete="off"
                    value={friendPhone}
                    onChange={(event) => setFriendPhone(digitsOnly(event.target.value, 10))}
                  />
                </label>
              </>
            )}
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('add')}
            </button>
          </form>
          {!canNameFriend && <p className={styles.help}>{t('friendNeedsTopup')}</p>}
          {error !== undefined && (
            <p className={styles.error} role="alert">
              {codeText(intl, error)}
            </p>
          )}
          {list.length === 0 && <p className={styles.help}>{t('none')}</p>}
          <ul className={styles.list}>
            {list.map((subscription) => (
              <li key={subscription.id} data-testid="my-number">
                <div className={styles.head}>
                  <strong className={styles.number}>{subscription.number}</strong>
                  <span>
                    {subscription.sets} {t('setsOf')}
                    {subscription.friendName && ` · ${t('for')} ${subscription.friendName}`}
                    {subscription.paused && ` · ${t('paused')}`}
                  </span>
                </div>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className="btn"
                    disabled={busy}
                    onClick={() =>
                      void change(() => pauseSubscription(subscription.id, !subscription.paused))
                    }
                  >
                    {t(subscription.paused ? 'resume' : 'pause')}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    disabled={busy}
                    onClick={() => void change(() => removeSubscription(subscription.id))}
                  >
                    {t('remove')}
                  </button>
                </div>
                <ul className={styles.runs}>
                  {subscription.runs.map((run) => (
                    <li
                      key={run.gameEventId}
                      data-testid="my-number-run"
                      data-outcome={run.outcome}
                    >
                      {formatDate(drawDay(run.drawDate), locale)}: {t(run.outcome)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
