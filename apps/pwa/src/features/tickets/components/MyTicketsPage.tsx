import { mdiTicketConfirmationOutline } from '@mdi/js';
import { centsToDecimal, parseCents } from '@lottery/contracts';
import type {
  GameEventItem,
  MyTicket,
  OwnershipEvent,
  Page,
  RewardStatus,
} from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { LoadError } from '../../../components/LoadError';
import { OfflineAsOf } from '../../../components/OfflineAsOf';
import { currencyAtom } from '../../../lib/atoms/currency';
import { formatDate } from '../../../lib/format-date';
import { localeAtom } from '../../../lib/atoms/locale';
import type { MessageId } from '../../../lib/intl';
import type { Loaded } from '../../../lib/loaded';
import { showAmount } from '../../../lib/money';
import { ticketsQuantity } from '../../../lib/my-tickets';
import { roundNameIn } from '../../../lib/names';
import { usePageTitle } from '../../../lib/page-title';
import { sortByReward } from '../rules';
import { PrizeStatus } from '../../../components/PrizeStatus';
import { TicketSheetCard } from '../../../components/TicketSheetCard';
import styles from './Tickets.module.css';

const statusText: Record<RewardStatus, MessageId> = {
  0: 'tickets.awaiting',
  1: 'tickets.noPrize',
  2: 'tickets.won',
};
const historyText: Record<OwnershipEvent['event'], MessageId> = {
  bought: 'gift.history.bought',
  gifted: 'gift.history.gifted',
  received: 'gift.history.received',
  takenBack: 'gift.history.takenBack',
};
const statusClass: Record<RewardStatus, string> = {
  0: styles.awaiting!,
  1: styles.noPrize!,
  2: styles.won!,
};

/**
 * /profile/my-tickets: the member's tickets of one draw, winners first. `chosen` is the draw shown
 * (the route picks the current one by default); `onChoose` shows another.
 */
export function MyTicketsPage({
  events,
  tickets,
  chosen,
  asOf,
  onChoose,
  onRetry,
}: {
  /** Undefined while the draws are still loading. */
  events: Loaded<Page<GameEventItem>> | undefined;
  tickets: Loaded<MyTicket[]> | null;
  chosen: string | undefined;
  /** Offline: when the tickets shown were received (the ones saved on the phone). */
  asOf?: number | undefined;
  onChoose: (gid: string) => void;
  /** Asks again for what failed. */
  onRetry: () => void;
}) {
  usePageTitle('page.myTickets');
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const selectId = useId();
  const failure = events?.error ?? tickets?.error;

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
          onChange={(event) => onChoose(event.target.value)}
          data-testid="tickets-draw"
          disabled={!events?.data}
        >
          {!events?.data && <option value="">{intl.formatMessage({ id: 'app.loading' })}</option>}
          {events?.data?.items.map((event) => (
            <option key={event._id} value={event._id}>
              {roundNameIn(intl, locale, event)}
            </option>
          ))}
        </select>
      </header>
      {asOf !== undefined && (
        <OfflineAsOf at={asOf} className={styles.muted} testId="tickets-offline-as-of" />
      )}
      {failure !== undefined ? (
        <LoadError error={failure} onRetry={onRetry} />
      ) : tickets?.data ? (
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
  const money = (amount: string) => showAmount(amount, currency);
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
      <p className={styles.muted}>{roundNameIn(intl, locale, ticket)}</p>
      {ticket.giftFrom ? (
        // A received gift: who gave it, never the sender's purchase line or what they paid.
        <p className={styles.muted} data-testid="ticket-gift-from">
          <FormattedMessage id="tickets.giftFrom" values={{ name: ticket.giftFrom }} />
        </p>
      ) : (
        <p className={styles.muted}>
          {ticket.isGift ? (
            <FormattedMessage id="tickets.forMyself" />
          ) : ticket.cusName ? (
            <FormattedMessage id="tickets.forFriend" values={{ name: ticket.cusName }} />
          ) : null}
          {!ticket.isGift && !ticket.cusName ? '' : ' · '}
          {money(ticket.amt)}
        </p>
      )}
      {ticket.inGift && (
        <p className={styles.muted} data-testid="ticket-in-gift">
          <FormattedMessage id="gift.inGift" />
        </p>
      )}
      {ticket.history.length > 1 && (
        <ol className={styles.history} data-testid="ticket-history">
          {ticket.history.map((event, index) => (
            <li key={index}>
              <FormattedMessage id={historyText[event.event]} />
              {' · '}
              {formatDate(event.at, locale, 'dateTime')}
              {event.who ? ` · ${event.who}` : ''}
            </li>
          ))}
        </ol>
      )}
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
              {prize.status !== 'credited' && (
                // Above the auto-credit limit: not (all) in the balance until an admin pays it out.
                <PrizeStatus
                  status={prize.status}
                  paid={money(prize.paid)}
                  remaining={money(
                    centsToDecimal((parseCents(prize.amount) ?? 0) - (parseCents(prize.paid) ?? 0)),
                  )}
                  className={styles.payout}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </TicketSheetCard>
  );
}
