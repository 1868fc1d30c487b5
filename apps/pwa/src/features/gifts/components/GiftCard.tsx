import type { GiftStatus, GiftView } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../lib/intl';
import { useRoundName } from '../../../lib/names';
import { GiftTickets } from './GiftTickets';
import styles from './Gifts.module.css';

export const giftStatusText: Record<GiftStatus, MessageId> = {
  waiting: 'gift.status.waiting',
  received: 'gift.status.received',
  cancelled: 'gift.status.cancelled',
  expired: 'gift.status.expired',
};

/** What a gift link holds: from whom (first name), for whom, its state and its tickets. */
export function GiftCard({ gift, children }: { gift: GiftView; children?: ReactNode }) {
  const roundName = useRoundName();
  const state: MessageId = gift.receivedByMe
    ? 'gift.yours'
    : gift.sentByMe && gift.status === 'waiting'
      ? 'gift.sentByYou'
      : giftStatusText[gift.status];
  return (
    <section className={styles.card} data-testid="gift-card" data-status={gift.status}>
      <h2>
        <FormattedMessage id="gift.from" values={{ name: gift.senderName }} />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage id="gift.forName" values={{ name: gift.name }} />
      </p>
      <p
        className={`${styles.state} ${gift.status === 'waiting' ? '' : styles.stateDone}`}
        data-testid="gift-state"
      >
        <FormattedMessage id={state} />
      </p>
      {gift.draws.map((draw) => (
        <div key={draw.gid} className={styles.draw}>
          <h3>{roundName(draw)}</h3>
          <GiftTickets tickets={draw.tickets} />
        </div>
      ))}
      {children}
    </section>
  );
}
