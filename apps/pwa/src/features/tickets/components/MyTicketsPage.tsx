import { mdiTicketConfirmationOutline } from '@mdi/js';
import { formatMoney, parseCents, type MyTicket, type RewardStatus } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { currencyAtom } from '../../../lib/atoms/currency';
import { homeDrawAtom } from '../../../lib/atoms/home-draw';
import { localeAtom } from '../../../lib/atoms/locale';
import { myTicketsQuantityAtom } from '../../../lib/atoms/my-tickets';
import { formatDate } from '../../../lib/format-date';
import { codeText, errorCodeOf } from '../../../lib/forms';
import type { MessageId } from '../../../lib/intl';
import { usePageTitle } from '../../../lib/page-title';
import { useLoad } from '../../../lib/use-load';
import { fetchGameEvents, fetchMyTickets } from '../api';
import { sortByReward, ticketsQuantity } from '../rules';
import { TicketSheetCard } from './TicketSheetCard';
import styles from './Tickets.module.css';

const statusText: Record<RewardStatus, MessageId> = {
  0: 'tickets.awaiting',
  1: 'tickets.noPrize',
  2: 'tickets.won',
};
const statusClass: Record<RewardStatus, string> = {
  0: styles.awaiting!,
  1: styles.noPrize!,
  2: styles.won!,
};

/** /profile/my-tickets: the member's tickets of one draw, winners first. */
export function MyTicketsPage() {
  usePageTitle('page.myTickets');
  const intl = useIntl();
  const selectId = useId();
  const currentDraw = useAtomValue(homeDrawAtom);
  const setQuantity = useSetAtom(myTicketsQuantityAtom);
  const events = useLoad(fetchGameEvents, 'events');
  const [gid, setGid] = useState<string>();
  // The current draw first; between draws the latest one in the list.
  const chosen = gid ?? currentDraw?._id ?? events.data?.items[0]?._id;
  const tickets = useLoad(() => fetchMyTickets(chosen), chosen ?? null);

  // The badge counts the current draw's tickets: keep it in step with what this page loaded.
  useEffect(() => {
    if (tickets.data && chosen === currentDraw?._id) setQuantity(ticketsQuantity(tickets.data));
  }, [tickets.data, chosen, currentDraw, setQuantity]);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>
          <Icon path={mdiTicketConfirmationOutline} />
          <FormattedMessage id="page.myTickets" />
        </h1>
        <label htmlFor={selectId} className="visually-hidden">
          <FormattedMessage id="tickets.chooseDraw" />
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={chosen ?? ''}
          onChange={(event) => setGid(event.target.value)}
          data-testid="tickets-draw"
          disabled={!events.data}
        >
          {!events.data && <option value="">{intl.formatMessage({ id: 'app.loading' })}</option>}
          {events.data?.items.map((event) => (
            <option key={event._id} value={event._id}>
              {event.roundName}
            </option>
          ))}
        </select>
      </header>
      {tickets.error || events.error ? (
        <p className={styles.error} role="alert">
          {codeText(intl, errorCodeOf(tickets.error ?? events.error))}{' '}
          <button type="button" className={styles.link} onClick={tickets.reload}>
            <FormattedMessage id="common.retry" />
          </button>
        </p>
      ) : tickets.data && !tickets.loading ? (
        tickets.data.length === 0 ? (
          <div className={styles.empty} data-testid="tickets-empty">
            <p>
              <FormattedMessage id="tickets.none" />
            </p>
            <Link to="/" className="btn btn-primary">
              <FormattedMessage id="tickets.buyNow" />
            </Link>
          </div>
        ) : (
          <>
            <p className={styles.count} data-testid="tickets-count">
              <FormattedMessage
                id="tickets.count"
                values={{ count: ticketsQuantity(tickets.data) }}
              />
            </p>
            <ul className={styles.grid} data-testid="my-tickets">
              {sortByReward(tickets.data).map((ticket) => (
                <MyTicketCard key={ticket._id} ticket={ticket} />
              ))}
            </ul>
          </>
        )
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="app.loading" />
        </p>
      )}
    </div>
  );
}

function MyTicketCard({ ticket }: { ticket: MyTicket }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const money = (amount: string) => formatMoney(parseCents(amount) ?? 0, currency);
  return (
    <TicketSheetCard
      number={ticket.number}
      sheets={ticket.sheets}
      status={
        <span
          className={`${styles.status} ${statusClass[ticket.rewardStatus]}`}
          data-testid="ticket-status"
        >
          <FormattedMessage id={statusText[ticket.rewardStatus]} />
        </span>
      }
    >
      <p className={styles.muted}>
        {ticket.roundName} · {formatDate(`${ticket.drawDate}T12:00:00+07:00`, locale)}
      </p>
      <p className={styles.muted}>
        {ticket.isGift ? (
          <FormattedMessage id="tickets.forMyself" />
        ) : ticket.cusName ? (
          <FormattedMessage id="tickets.forFriend" values={{ name: ticket.cusName }} />
        ) : null}
        {!ticket.isGift && !ticket.cusName ? '' : ' · '}
        {money(ticket.amt)}
      </p>
      {ticket.prizes.length > 0 && (
        <ul className={styles.prizes} data-testid="ticket-prizes">
          {ticket.prizes.map((prize, index) => (
            <li key={`${prize.kind}-${index}`}>
              <span>
                {`prize.${prize.kind}` in intl.messages
                  ? intl.formatMessage({ id: `prize.${prize.kind}` })
                  : prize.kind}
              </span>
              <strong>{money(prize.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
    </TicketSheetCard>
  );
}
