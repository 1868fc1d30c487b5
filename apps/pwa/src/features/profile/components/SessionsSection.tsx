import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { QueryStatus } from '../../../components/QueryStatus';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { sessionsQuery } from '../api';
import styles from './ProfilePage.module.css';

/**
 * Where the member is signed in (one session: this device) and the last ten sign-ins, so a
 * stranger's sign-in is noticed; "This was not me" opens the password change, which ends every
 * other copy of the session.
 */
export function SessionsSection({ onNotMe }: { onNotMe: () => void }) {
  const locale = useAtomValue(localeAtom);
  const sessions = useQuery(sessionsQuery);
  const overview = sessions.data;

  const unknown = <FormattedMessage id="sessions.unknownDevice" />;
  return (
    <section className={styles.section} data-testid="sessions-section">
      <div className={styles.sectionHead}>
        <h2>
          <FormattedMessage id="sessions.title" />
        </h2>
      </div>
      <QueryStatus query={sessions} testId="sessions" />
      {overview && (
        <>
          <dl className={styles.facts} data-testid="current-session">
            <dt>
              <FormattedMessage id="sessions.device" />
            </dt>
            <dd>
              {/* A browser's and a system's names are proper nouns, not interface text. */}
              <span translate="no">{overview.current.device ?? unknown}</span>{' '}
              <span className={styles.muted}>
                (<FormattedMessage id="sessions.thisDevice" />)
              </span>
            </dd>
            <dt>
              <FormattedMessage id="sessions.since" />
            </dt>
            <dd>{formatDate(overview.current.since, locale, 'dateTime')}</dd>
            <dt>
              <FormattedMessage id="sessions.lastSeen" />
            </dt>
            <dd>{formatDate(overview.current.lastSeen, locale, 'dateTime')}</dd>
          </dl>
          <h3 className={styles.subTitle}>
            <FormattedMessage id="sessions.recent" />
          </h3>
          <ol className={styles.signIns} data-testid="sign-ins">
            {overview.signIns.map((signIn, index) => (
              <li key={`${signIn.at}-${index}`}>
                <strong>{formatDate(signIn.at, locale, 'dateTime')}</strong>
                <span translate="no">{signIn.device ?? unknown}</span>
                <span className={styles.muted}>{signIn.address ?? ''}</span>
              </li>
            ))}
          </ol>
          <p className={styles.muted}>
            <FormattedMessage id="sessions.notMeHint" />
          </p>
          <button
            type="button"
            className={`btn btn-outline ${styles.wide}`}
            onClick={onNotMe}
            data-testid="not-me"
          >
            <FormattedMessage id="sessions.notMe" />
          </button>
        </>
      )}
    </section>
  );
}
