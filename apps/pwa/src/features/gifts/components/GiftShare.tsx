import { mdiCheck, mdiContentCopy, mdiShareVariant } from '@mdi/js';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { shareUrlOf } from '../api';
import styles from './Gifts.module.css';

/** Spec sections 4 and 9: the copy confirmation shows for 3 s. */
export const COPIED_MS = 3000;

/** Step 2: the share link, a copy button, its QR code, and the phone's share sheet. */
export function GiftShare({ link, onDone }: { link: string; onDone: () => void }) {
  const intl = useIntl();
  const url = shareUrlOf(link);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    await navigator.clipboard.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <div className={styles.share} data-testid="gift-share">
      <h3>
        <FormattedMessage id="gift.sentTitle" />
      </h3>
      <p className={styles.muted}>
        <FormattedMessage id="gift.shareHelp" />
      </p>
      <div className={styles.qr} data-testid="gift-qr">
        <QRCodeSVG value={url} size={193} level="M" marginSize={2} />
      </div>
      <div className={styles.linkRow}>
        <input
          readOnly
          value={url}
          aria-label={intl.formatMessage({ id: 'gift.link' })}
          onFocus={(event) => event.target.select()}
          data-testid="gift-link"
        />
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void copy()}
          data-testid="gift-copy"
        >
          <Icon path={copied ? mdiCheck : mdiContentCopy} />
          <FormattedMessage id={copied ? 'gift.copied' : 'gift.copy'} />
        </button>
      </div>
      <div className={styles.actions}>
        {canShare && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() =>
              void navigator
                .share({ title: intl.formatMessage({ id: 'gift.drawerTitle' }), url })
                .catch(() => undefined)
            }
            data-testid="gift-web-share"
          >
            <Icon path={mdiShareVariant} />
            <FormattedMessage id="gift.share" />
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          <FormattedMessage id="gift.done" />
        </button>
      </div>
    </div>
  );
}
