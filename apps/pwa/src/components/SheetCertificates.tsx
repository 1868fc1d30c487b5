import { certificateLinkOf, type OwnedSheet } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { storedTicketKey, fetchTicketKey } from '../lib/ticket-key';
import styles from './SheetCertificates.module.css';

/**
 * The QR code of a sheet's signed certificate (issue 30): whoever scans it sees on /verify that
 * the shop records this sheet as the member's. One sheet at a time; the set buttons switch.
 */
export function SheetCertificates({ sheets }: { sheets: OwnedSheet[] }) {
  const intl = useIntl();
  const signed = sheets.filter((sheet) => sheet.certificate);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    // Keep the shop's key on the phone, so the verify page can check offline later.
    if (signed.length > 0 && !storedTicketKey()) void fetchTicketKey();
  }, [signed.length]);
  const sheet = signed[Math.min(shown, signed.length - 1)];
  if (!sheet?.certificate) return null;
  const link = certificateLinkOf(location.origin, sheet.certificate);
  return (
    <div className={styles.box} data-testid="sheet-certificate">
      <QRCodeSVG
        value={link}
        size={168}
        level="L"
        marginSize={2}
        role="img"
        aria-label={intl.formatMessage({ id: 'cert.qrLabel' }, { set: sheet.setNo })}
        data-testid="certificate-qr"
      />
      <div className={styles.side}>
        <p>
          <FormattedMessage id="cert.scan" />
        </p>
        {signed.length > 1 && (
          <div className={styles.sets} role="group">
            {signed.map((item, index) => (
              <button
                key={item.setNo}
                type="button"
                className={index === shown ? styles.active : undefined}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <FormattedMessage id="cert.setShort" values={{ set: item.setNo }} />
              </button>
            ))}
          </div>
        )}
        <Link to="/verify" search={{ c: sheet.certificate }} data-testid="certificate-link">
          <FormattedMessage id="cert.open" />
        </Link>
      </div>
    </div>
  );
}
