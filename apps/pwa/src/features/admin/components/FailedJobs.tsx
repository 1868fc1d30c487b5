import type { FailedJobItem } from '@lottery/contracts';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { LoadError } from '../../../components/LoadError';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import type { Loaded } from '../../../lib/loaded';
import { useSubmit } from '../../../lib/use-submit';
import { retryJob } from '../api';
import styles from './AdminPage.module.css';

/** The queues' names in words (a queue without one shows its own name). */
const queueText: Record<string, string> = {
  'relay-sms': 'adminJobs.queue.sms',
  'relay-telegram': 'adminJobs.queue.telegram',
  'relay-push': 'adminJobs.queue.push',
  'bakong-check': 'adminJobs.queue.bakong',
  'draw-auto-close': 'adminJobs.queue.autoClose',
  'number-subscription-runs': 'adminJobs.queue.subscriptions',
  'upload-sweep': 'adminJobs.queue.uploads',
  'vitals-sweep': 'adminJobs.queue.vitals',
  'accounts-housekeeping': 'adminJobs.queue.housekeeping',
  'bot-housekeeping': 'adminJobs.queue.housekeeping',
  'push-housekeeping': 'adminJobs.queue.housekeeping',
  'idempotency-sweep': 'adminJobs.queue.housekeeping',
};

/**
 * The Jobs tab: background jobs (messages, sweeps, Bakong checks) that failed, per queue, with
 * their error; one waiting for its next try says when, one given up can be run again (audited).
 */
export function FailedJobs({ list }: { list: Loaded<FailedJobItem[]> }) {
  const intl = useIntl();
  const router = useRouter();
  const locale = useAtomValue(localeAtom);
  const act = useSubmit();
  const jobs = list.data;
  const retry = (job: FailedJobItem) =>
    void act.run(async () => {
      await retryJob(job.queue, job.id);
      await router.invalidate();
    });
  return (
    <section className={styles.panel}>
      <p className={styles.muted}>
        <FormattedMessage id="adminJobs.about" />
      </p>
      {!list.ok && <LoadError error={list.error} />}
      <FormError code={act.formError} />
      {jobs && jobs.length === 0 && (
        <p className={styles.muted}>
          <FormattedMessage id="adminJobs.none" />
        </p>
      )}
      {jobs && jobs.length > 0 && (
        <ul className={styles.list} data-testid="failed-jobs">
          {jobs.map((job) => (
            <li key={job.id} className={styles.row}>
              <div>
                <strong>
                  {queueText[job.queue]
                    ? intl.formatMessage({ id: queueText[job.queue] })
                    : job.queue}
                </strong>{' '}
                <span className={styles.muted}>
                  <FormattedMessage
                    id={job.state === 'failed' ? 'adminJobs.failed' : 'adminJobs.retrying'}
                    values={{
                      at: formatDate(job.at, locale, 'dateTime'),
                      tries: job.retryCount + 1,
                    }}
                  />
                </span>
                <div className={styles.muted}>{job.error}</div>
              </div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={act.busy}
                onClick={() => retry(job)}
              >
                <FormattedMessage id="adminJobs.retry" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
