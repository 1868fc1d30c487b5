import type { GiftTicket } from '@lottery/contracts';
import { FormattedMessage } from 'react-intl';
import styles from './Gifts.module.css';

/** The numbers of a gift or an order: each with its first sheet's photo and its sets. */
export function GiftTickets({ tickets }: { tickets: GiftTicket[] }) {
  return (
    <ul className={styles.thumbs}>
      {tickets.map((ticket) => {
        const photo = ticket.sheets.find((sheet) => sheet.photo)?.photo;
        return (
          <li key={ticket.number} className={styles.thumb} data-testid="gift-ticket">
            {photo ? <img src={photo} alt="" loading="lazy" /> : <span />}
            <span>
              <span className={styles.number}>{ticket.number}</span>
              <br />
              <span className={styles.muted}>
                <FormattedMessage
                  id="tickets.sets"
                  values={{
                    count: ticket.sheets.length,
                    sets: ticket.sheets.map((sheet) => sheet.setNo).join(', '),
                  }}
                />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
