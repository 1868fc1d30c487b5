import { mdiGiftOpenOutline, mdiTicketConfirmationOutline } from '@mdi/js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { SideDrawer } from '../../../components/SideDrawer';
import { receiveGiftCodeAtom } from '../../../lib/atoms/gift';
import { attemptKeys } from '../../../lib/attempt-keys';
import { errorCodeOf } from '../../../lib/forms';
import { refreshProfile } from '../../../lib/profile';
import { useSubmit } from '../../../lib/use-submit';
import { giftQuery, invalidateAfterGift, receiveGift } from '../api';
import { GiftCard } from './GiftCard';
import styles from './Gifts.module.css';

/** The receive drawer (spec section 2): the gift's tickets and "receive"; then they are mine. */
export function ReceiveDrawer() {
  const [giftCode, setGiftCode] = useAtom(receiveGiftCodeAtom);
  const router = useRouter();
  const close = () => {
    setGiftCode(null);
    void router.invalidate();
  };
  return (
    <SideDrawer
      open={giftCode !== null}
      onClose={close}
      titleId="receive-title"
      title={
        <>
          <Icon path={mdiGiftOpenOutline} /> <FormattedMessage id="gift.receiveTitle" />
        </>
      }
      titleClassName={styles.title}
      testId="receive-drawer"
    >
      <div className={styles.panel}>
        {giftCode !== null && <ReceiveStep key={giftCode} giftCode={giftCode} onClose={close} />}
      </div>
    </SideDrawer>
  );
}

function ReceiveStep({ giftCode, onClose }: { giftCode: string; onClose: () => void }) {
  // The drawer opens signed in; the /reward loader asked for this gift already.
  const gift = useQuery(giftQuery(giftCode, true));
  const queryClient = useQueryClient();
  const [received, setReceived] = useState(false);
  const submit = useSubmit();
  const keys = useRef(attemptKeys());

  if (received)
    return (
      <div className={styles.share} data-testid="gift-received">
        <Icon path={mdiGiftOpenOutline} size={64} />
        <h3>
          <FormattedMessage id="gift.receivedTitle" />
        </h3>
        <p className={styles.muted}>
          <FormattedMessage id="gift.receivedBody" />
        </p>
        <Link to="/profile/my-tickets" className="btn btn-primary" onClick={onClose}>
          <Icon path={mdiTicketConfirmationOutline} />
          <FormattedMessage id="gift.seeMyTickets" />
        </Link>
      </div>
    );
  if (gift.isError) return <FormError code={errorCodeOf(gift.error)} />;
  if (!gift.data)
    return (
      <p className={styles.muted}>
        <FormattedMessage id="app.loading" />
      </p>
    );
  const receivable = gift.data.status === 'waiting' && !gift.data.sentByMe;
  return (
    <GiftCard gift={gift.data}>
      <FormError code={submit.formError} />
      {receivable && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={submit.busy}
          data-testid="gift-receive"
          onClick={() =>
            void submit.run(async () => {
              await receiveGift(giftCode, keys.current.key());
              keys.current.finish();
              // The gift is the member's now: its page asks again.
              void queryClient.invalidateQueries({ queryKey: giftQuery(giftCode, true).queryKey });
              void invalidateAfterGift(queryClient);
              await refreshProfile().catch(() => undefined);
              setReceived(true);
            })
          }
        >
          <Icon path={mdiGiftOpenOutline} />
          <FormattedMessage id="gift.receive" />
        </button>
      )}
    </GiftCard>
  );
}
