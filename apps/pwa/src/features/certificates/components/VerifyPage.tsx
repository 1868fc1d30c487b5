import { mdiAlertOutline, mdiCheckDecagram, mdiCloseOctagonOutline } from '@mdi/js';
import type { CertificateCheck, CertificateFacts, OwnershipEvent } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import type { MessageId } from '../../../lib/intl';
import { roundNameIn } from '../../../lib/names';
import { usePageTitle } from '../../../lib/page-title';
import type { Verdict } from '../api';
import styles from './VerifyPage.module.css';

const verdictText: Record<Verdict['kind'], MessageId> = {
  valid: 'cert.valid',
  changedHands: 'cert.changedHands',
  signedOffline: 'cert.signedOffline',
  noKey: 'cert.noKey',
  notOurs: 'cert.notOurs',
};
const verdictLook: Record<Verdict['kind'], { className: string; icon: string }> = {
  valid: { className: styles.good!, icon: mdiCheckDecagram },
  changedHands: { className: styles.warn!, icon: mdiAlertOutline },
  signedOffline: { className: styles.good!, icon: mdiCheckDecagram },
  noKey: { className: styles.warn!, icon: mdiAlertOutline },
  notOurs: { className: styles.bad!, icon: mdiCloseOctagonOutline },
};
const historyText: Record<OwnershipEvent['event'], MessageId> = {
  bought: 'gift.history.bought',
  gifted: 'gift.history.gifted',
  received: 'gift.history.received',
  takenBack: 'gift.history.takenBack',
};

/** /verify?c=: anyone who scanned a ticket's QR code sees whether the shop stands behind it. */
export function VerifyPage({ verdict }: { verdict: Verdict }) {
  usePageTitle('page.verify');
  const look = verdictLook[verdict.kind];
  return (
    <div className={styles.page} data-testid="verify-page">
      <h1>
        <FormattedMessage id="cert.title" />
      </h1>
      <p
        className={`${styles.verdict} ${look.className}`}
        data-testid="verify-verdict"
        data-verdict={verdict.kind}
        role="status"
      >
        <Icon path={look.icon} />
        <span>
          <FormattedMessage
            id={verdictText[verdict.kind]}
            values={{ owner: 'facts' in verdict ? verdict.facts.owner : '' }}
          />
        </span>
      </p>
      {'facts' in verdict && (
        <SheetFacts facts={verdict.facts} check={'check' in verdict ? verdict.check : undefined} />
      )}
      <p className={styles.note}>
        <FormattedMessage id="cert.proves" />
      </p>
    </div>
  );
}

function SheetFacts({ facts, check }: { facts: CertificateFacts; check?: CertificateCheck }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  return (
    <section className={styles.sheet}>
      {check?.photo && <img src={check.photo} alt="" width={600} height={300} />}
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="cert.number" />
        </dt>
        <dd className={styles.number} data-testid="verify-number">
          {facts.number}
        </dd>
        <dt>
          <FormattedMessage id="cert.set" />
        </dt>
        <dd>{facts.setNo}</dd>
        {check && (
          <>
            <dt>
              <FormattedMessage id="cert.draw" />
            </dt>
            <dd>{roundNameIn(intl, locale, check)}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="cert.owner" />
        </dt>
        <dd data-testid="verify-owner">{facts.owner}</dd>
        <dt>
          <FormattedMessage id="cert.since" />
        </dt>
        <dd>{formatDate(facts.at, locale, 'dateTime')}</dd>
      </dl>
      {check && (
        <>
          <p className={styles.facts}>
            <strong>
              <FormattedMessage id="cert.history" />
            </strong>
          </p>
          <ol className={styles.history} data-testid="verify-history">
            {check.history.map((step, index) => (
              <li key={index}>
                <FormattedMessage id={historyText[step.event]} />
                {' · '}
                {formatDate(step.at, locale, 'dateTime')}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
