import { mdiContentCopy, mdiGiftOutline, mdiUndoVariant } from '@mdi/js';
import { giftLinkOf, type SentGift } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { LoadError } from '../../../components/LoadError';
import { giftDrawerOpenAtom } from '../../../lib/atoms/gift';
import { localeAtom } from '../../../lib/atoms/locale';
import { showSnackbarAtom } from '../../../lib/atoms/snackbar';
import { rowAttemptKeys } from '../../../lib/attempt-keys';
import { formatDate } from '../../../lib/format-date';
import { codeText, errorCodeOf } from '../../../lib/forms';
import type { Loaded } from '../../../lib/loaded';
import { cancelGift, invalidateAfterGift, shareUrlOf } from '../api';
import { giftStatusText } from './GiftCard';
import styles from './Gifts.module.css';

/** The gifts I sent: state, to whom, received by whom (masked) and when; take back or copy. */
export function SentGifts({ gifts }: { gifts: Loaded<SentGift[]> }) {
  const intl = useIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const locale = useAtomValue(localeAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const openDrawer = useSetAtom(giftDrawerOpenAtom);
  const keys = useRef(rowAttemptKeys());
  // The link stops working for the friend at once: ask first (issue 32).
  const confirm = useConfirm();
  const [asked, setAsked] = useState<SentGift>();
  const takeBack = async (giftId: string) => {
    try {
      await cancelGift(giftId, keys.current.key(giftId));
      keys.current.finish(giftId);
      snackbar({ msg: intl.formatMessage({ id: 'gift.takenBack' }), state: true });
    } catch (error) {
      snackbar({ msg: codeText(intl, errorCodeOf(error)), state: false });
    }
    // The tickets are the member's again: their lists and the gifts sent are asked again (the
    // page's loader too, while it brings the gifts sent).
    await invalidateAfterGift(queryClient);
    await router.invalidate();
  };
  const copy = async (code: string) => {
    await navigator.clipboard.writeText(shareUrlOf(giftLinkOf(code))).catch(() => undefined);
    snackbar({ msg: intl.formatMessage({ id: 'gift.copied' }), state: true });
  };
  return (
    <section className={styles.page} data-testid="sent-gifts">
      <div className={styles.sentHead}>
        <h2>
          <FormattedMessage id="gift.sentGifts" />
        </h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => openDrawer(true)}
          data-testid="open-gift-drawer"
        >
          <Icon path={mdiGiftOutline} />
          <FormattedMessage id="gift.openBox" />
        </button>
      </div>
      {!gifts.ok ? (
        <LoadError error={gifts.error} />
      ) : gifts.data.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="gift.sentNone" />
        </p>
      ) : (
        <ul className={styles.sentList}>
          {gifts.data.map((gift) => (
            <li
              key={gift.giftId}
              className={styles.sent}
              data-testid="sent-gift"
              data-status={gift.status}
            >
              <div className={styles.sentHead}>
                <strong className={styles.number}>{gift.numbers.join(' · ')}</strong>
                <span className={styles.state}>
                  <FormattedMessage id={giftStatusText[gift.status]} />
                </span>
              </div>
              <span className={styles.muted}>
                <FormattedMessage
                  id="gift.sentOn"
                  values={{ date: formatDate(gift.createdAt, locale, 'dateTime'), name: gift.name }}
                />
              </span>
              {gift.receivedAt && gift.receivedBy && (
                <span data-testid="sent-gift-received">
                  <FormattedMessage
                    id="gift.receivedBy"
                    values={{
                      phone: gift.receivedBy,
                      date: formatDate(gift.receivedAt, locale, 'dateTime'),
                    }}
                  />
                </span>
              )}
              {gift.status === 'waiting' && (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => void copy(gift.giftCode)}
                  >
                    <Icon path={mdiContentCopy} />
                    <FormattedMessage id="gift.copyLink" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => {
                      setAsked(gift);
                      confirm.ask(() => void takeBack(gift.giftId));
                    }}
                    data-testid="gift-take-back"
                  >
                    <Icon path={mdiUndoVariant} />
                    <FormattedMessage id="gift.takeBack" />
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirm.dialog(
        <FormattedMessage
          id="gift.confirmTakeBack"
          values={{ name: asked?.name ?? '', numbers: asked?.numbers.join(' · ') ?? '' }}
        />,
        <FormattedMessage id="gift.takeBack" />,
      )}
    </section>
  );
}
