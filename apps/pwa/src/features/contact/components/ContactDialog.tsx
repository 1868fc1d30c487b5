import { mdiSend } from '@mdi/js';
import { useAtom } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { fetchContactLink } from '../api';
import { contactOpenAtom } from '../../../lib/atoms/contact';
import styles from './ContactDialog.module.css';

type LinkState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** Contact us: a Telegram QR code and a button opening the chat (link from the contact call). */
export function ContactDialog() {
  const [open, setOpen] = useAtom(contactOpenAtom);
  const dialog = useModalDialog(open);
  const [link, setLink] = useState<LinkState>({ status: 'loading' });
  const intl = useIntl();

  useEffect(() => {
    if (!open) return;
    let current = true;
    // A link once shown stays until a fresher one arrives; a failure shows until a retry answers.
    fetchContactLink()
      .then(({ telegram }) => current && setLink({ status: 'ready', url: telegram }))
      .catch(
        () =>
          current && setLink((state) => (state.status === 'ready' ? state : { status: 'failed' })),
      );
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="contact-title"
      onClose={() => setOpen(false)}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === event.currentTarget) setOpen(false);
      }}
    >
      <div className={styles.body}>
        <h2 id="contact-title">
          <FormattedMessage id="contact.title" />
        </h2>
        <p className={styles.help}>
          <FormattedMessage id="contact.help" />
        </p>
        <div className={styles.qr}>
          {link.status === 'ready' && (
            <QRCodeSVG
              value={link.url}
              size={193}
              level="M"
              title={intl.formatMessage({ id: 'contact.qrLabel' })}
            />
          )}
          {link.status === 'loading' && <Spinner size={48} width={6} />}
          {link.status === 'failed' && (
            <p role="alert">
              <FormattedMessage id="contact.failed" />
            </p>
          )}
        </div>
        {link.status === 'ready' && (
          <a className="btn btn-primary" href={link.url} target="_blank" rel="noopener noreferrer">
            <Icon path={mdiSend} size={20} />
            <FormattedMessage id="contact.open" />
          </a>
        )}
        <button className={styles.close} type="button" onClick={() => setOpen(false)}>
          <FormattedMessage id="common.close" />
        </button>
      </div>
    </dialog>
  );
}
