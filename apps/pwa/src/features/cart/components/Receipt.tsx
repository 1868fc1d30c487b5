import { mdiCheckCircle, mdiSend, mdiTicketConfirmationOutline } from '@mdi/js';
import { Link } from '@tanstack/react-router';
import type { CheckoutAnswer } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConnectionNote } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import type { ConnectionNote as Note } from '../../../lib/api-error';
import { currencyAtom } from '../../../lib/atoms/currency';
import { showAmount } from '../../../lib/money';
import styles from './Cart.module.css';

// After a purchase is the moment notices make sense ("results are out", "you won"); the opt-in
// is fetched only then, not with the cart.
const PushOptIn = lazy(() =>
  import('../../../components/PushOptIn').then((m) => ({ default: m.PushOptIn })),
);

/** Step 3: "may you win", what was paid, and (for a friend's tickets) the bot link and its QR. */
export function Receipt({
  answer,
  connection,
  onDone,
}: {
  answer: CheckoutAnswer;
  connection: Note;
  onDone: () => void;
}) {
  const currency = useAtomValue(currencyAtom);
  return (
    <div className={styles.receipt} data-testid="receipt">
      <Icon path={mdiCheckCircle} size={64} />
      <h3>
        <FormattedMessage id="cart.successTitle" />
      </h3>
      <p className={styles.muted}>
        <FormattedMessage id="cart.successBody" values={{ count: answer.quantity }} />
      </p>
      <ConnectionNote note={connection} />
      <dl className={styles.summary}>
        <div>
          <dt>
            <FormattedMessage id="cart.paid" />
          </dt>
          <dd data-testid="receipt-total">{showAmount(answer.total, currency)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="cart.balanceLeft" />
          </dt>
          <dd>{showAmount(answer.balance, currency)}</dd>
        </div>
      </dl>
      {answer.ticketLink && (
        <div className={styles.bot} data-testid="receipt-bot">
          <p>
            <FormattedMessage id="cart.receiveHelp" />
          </p>
          <div className={styles.qr} data-testid="receipt-qr">
            <QRCodeSVG value={answer.ticketLink} size={193} level="M" />
          </div>
          <a className="btn btn-primary" href={answer.ticketLink} target="_blank" rel="noreferrer">
            <Icon path={mdiSend} />
            <FormattedMessage id="cart.receiveButton" />
          </a>
        </div>
      )}
      {!answer.ticketLink && answer.ticketToken && (
        // The shop runs no Telegram bot yet (the server sends no bot link): the ticket page
        // delivers the tickets; no QR or button that would lead nowhere.
        <div className={styles.bot} data-testid="receipt-ticket-page">
          <p>
            <FormattedMessage id="cart.receiveByPage" />
          </p>
          <a
            className="btn btn-primary"
            href={`/ex/ticket?t=${encodeURIComponent(answer.ticketToken)}`}
            target="_blank"
            rel="noreferrer"
          >
            <Icon path={mdiTicketConfirmationOutline} />
            <FormattedMessage id="cart.openTicketPage" />
          </a>
        </div>
      )}
      <Suspense fallback={null}>
        <PushOptIn compact />
      </Suspense>
      <Link to="/profile/my-tickets" className="btn btn-outline" onClick={onDone}>
        <Icon path={mdiTicketConfirmationOutline} />
        <FormattedMessage id="cart.seeMyTickets" />
      </Link>
    </div>
  );
}
