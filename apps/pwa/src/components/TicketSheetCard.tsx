import type { OwnedSheet } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SheetCertificates } from './SheetCertificates';
import styles from './TicketSheetCard.module.css';

/** One number a person holds: the first sheet's photo, the six digits, its set numbers. */
export function TicketSheetCard({
  number,
  sheets,
  children,
  status,
}: {
  number: string;
  sheets: OwnedSheet[];
  children?: ReactNode;
  status?: ReactNode;
}) {
  const photo = sheets.find((sheet) => sheet.photo)?.photo ?? null;
  return (
    <li className={styles.card} data-testid="owned-ticket" data-number={number}>
      <div className={styles.photo}>
        {photo ? <img src={photo} alt="" loading="lazy" width={300} height={150} /> : null}
        {status}
      </div>
      <div className={styles.body}>
        <p className={styles.number} aria-label={number.split('').join(' ')}>
          {number}
        </p>
        <p className={styles.sets}>
          <FormattedMessage
            id="tickets.sets"
            values={{
              count: sheets.length,
              sets: sheets.map((sheet) => sheet.setNo).join(', '),
            }}
          />
        </p>
        {children}
        <SheetCertificates sheets={sheets} />
      </div>
    </li>
  );
}
