import { mdiGiftOpenOutline, mdiLogin, mdiTicketConfirmationOutline } from '@mdi/js';
import type { GiftView } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { receiveGiftCodeAtom } from '../../../lib/atoms/gift';
import { errorCodeOf } from '../../../lib/forms';
import type { Loaded } from '../../../lib/loaded';
import { usePageTitle } from '../../../lib/page-title';
import { GiftCard } from './GiftCard';
import styles from './Gifts.module.css';

/**
 * /reward?giftCode=: what the gift holds, for anyone with the link. Signed out: sign in or
 * register (the code goes along through /auth and comes back); signed in: receive it.
 */
export function RewardPage({
  giftCode,
  gift,
  signedIn,
}: {
  giftCode: string | undefined;
  gift: Loaded<GiftView> | null;
  signedIn: boolean;
}) {
  usePageTitle('page.reward');
  const openReceive = useSetAtom(receiveGiftCodeAtom);
  return (
    <div className={styles.page} data-testid="reward-page">
      {!gift || !giftCode ? (
        <FormError code={4104} />
      ) : !gift.ok ? (
        <section className={styles.card} data-testid="gift-error">
          <FormError code={errorCodeOf(gift.error)} />
          <Link to="/" className="btn btn-primary">
            <FormattedMessage id="tickets.goHome" />
          </Link>
        </section>
      ) : (
        <GiftCard gift={gift.data}>
          {gift.data.receivedByMe ? (
            <Link to="/profile/my-tickets" className="btn btn-primary">
              <Icon path={mdiTicketConfirmationOutline} />
              <FormattedMessage id="gift.seeMyTickets" />
            </Link>
          ) : gift.data.status !== 'waiting' || gift.data.sentByMe ? null : signedIn ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => openReceive(giftCode)}
              data-testid="reward-receive"
            >
              <Icon path={mdiGiftOpenOutline} />
              <FormattedMessage id="gift.receive" />
            </button>
          ) : (
            <>
              <p className={styles.muted}>
                <FormattedMessage id="gift.signInToReceive" />
              </p>
              <div className={styles.actions}>
                <Link
                  to="/auth"
                  search={{ tab: 'signin', giftCode }}
                  className="btn btn-primary"
                  data-testid="reward-sign-in"
                >
                  <Icon path={mdiLogin} />
                  <FormattedMessage id="nav.signIn" />
                </Link>
                <Link
                  to="/auth"
                  search={{ tab: 'register', giftCode }}
                  className="btn btn-outline"
                  data-testid="reward-register"
                >
                  <FormattedMessage id="gift.register" />
                </Link>
              </div>
            </>
          )}
        </GiftCard>
      )}
    </div>
  );
}
