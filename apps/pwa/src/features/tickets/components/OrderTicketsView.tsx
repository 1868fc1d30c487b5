import { mdiTicketConfirmationOutline } from '@mdi/js';
import type { OrderTickets } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { codeText, errorCodeOf } from '../../../lib/forms';
import type { Loaded } from '../../../lib/loaded';
import { roundNameIn } from '../../../lib/names';
import { usePageTitle } from '../../../lib/page-title';
import { TicketSheetCard } from '../../../components/TicketSheetCard';
import styles from './Tickets.module.css';

/** /ex/ticket: an order's tickets for whoever holds the ticket link (or the owner by order id). */
export function OrderTicketsView({ order }: { order: Loaded<OrderTickets> }) {
  usePageTitle('page.exTicket');
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);

  return (
    <div className={styles.page} data-testid="order-tickets">
      <header className={styles.head}>
        <h1>
          <Icon path={mdiTicketConfirmationOutline} />
          <FormattedMessage id="tickets.orderTitle" />
        </h1>
      </header>
      {!order.ok ? (
        <div className={styles.empty}>
          <p role="alert">{codeText(intl, errorCodeOf(order.error))}</p>
          <Link to="/" className="btn btn-primary">
            <FormattedMessage id="tickets.goHome" />
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.orderInfo}>
            <p>
              <strong>{roundNameIn(intl, locale, order.data)}</strong>
            </p>
            {order.data.cusName && (
              <p>
                <FormattedMessage id="tickets.forFriend" values={{ name: order.data.cusName }} />
              </p>
            )}
            <p className={styles.muted}>
              <FormattedMessage
                id="tickets.boughtAt"
                values={{ date: formatDate(order.data.createdAt, locale, 'dateTime') }}
              />
            </p>
          </div>
          <ul className={styles.grid}>
            {order.data.tickets.map((ticket) => (
              <TicketSheetCard key={ticket.number} number={ticket.number} sheets={ticket.sheets} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
