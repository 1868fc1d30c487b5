import type { OwnedSheet } from '@lottery/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { apiDownload } from '../lib/api-client';
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
  const shown = sheets.find((sheet) => sheet.photo);
  const photo = useStampedPhoto(shown?.stampedPhoto, shown?.photo ?? null);
  return (
    <li className={styles.card} data-testid="owned-ticket" data-number={number}>
      <div className={styles.photo}>
        {photo ? (
          <img
            src={photo.src}
            alt=""
            loading="lazy"
            width={300}
            height={150}
            data-testid="sheet-photo"
            data-stamped={photo.stamped}
          />
        ) : null}
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

/**
 * The holder's stamped photo (their masked phone, order and date on it), fetched with the
 * session; the unstamped original meanwhile, and whenever the stamped one cannot be had
 * (offline, or not the holder's).
 */
function useStampedPhoto(stamped: string | undefined, original: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!stamped) return;
    let objectUrl: string | null = null;
    let current = true;
    apiDownload(stamped).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [stamped]);
  if (url) return { src: url, stamped: true };
  return original ? { src: original, stamped: false } : null;
}
