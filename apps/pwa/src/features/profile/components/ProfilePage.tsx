import { mdiLogout, mdiShieldAccountOutline } from '@mdi/js';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { formatMoney, parseCents } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CurrencySwitcher } from '../../../components/CurrencySwitcher';
import { Icon } from '../../../components/Icon';
import { PushOptIn } from '../../../components/PushOptIn';
import { currencyAtom } from '../../../lib/atoms/currency';
import { myTicketsQuantityAtom } from '../../../lib/atoms/my-tickets';
import { profileAtom } from '../../../lib/atoms/profile';
import { usePageTitle } from '../../../lib/page-title';
import { signOut } from '../../../lib/profile';
import { AlertsSection } from './AlertsSection';
import { BankSection } from './BankSection';
import { BotSection } from './BotSection';
import { ChatLinkSection } from './ChatLinkSection';
import { noticeChannelsQuery } from '../api';
import { NoticeChannelsSection } from './NoticeChannelsSection';
import { LimitsSection } from './LimitsSection';
import { PasskeysSection } from '../../../components/passkeys/PasskeysSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { useBotOn } from '../use-bot-on';
import styles from './ProfilePage.module.css';

/**
 * The member's page: balance and tickets, bank account, chat link, Telegram notices and number
 * alerts, sessions and sign-ins, password, sign-out.
 */
export function ProfilePage() {
  usePageTitle('page.profile');
  const profile = useAtomValue(profileAtom);
  const queryClient = useQueryClient();
  const currency = useAtomValue(currencyAtom);
  // The same count as the badges (`ticketsFirst`); the server's until it is loaded.
  const ticketCount = useAtomValue(myTicketsQuantityAtom);
  // Number alerts come only by the bot: not offered while the shop runs none (issue 32).
  const botOn = useBotOn();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // "This was not me" in the sessions: each press opens the password change and brings it in view.
  const [passwordAsked, setPasswordAsked] = useState(0);

  // Signed out meanwhile (sign-out, or a session ended elsewhere): this page has nothing to show.
  if (!profile) return <Navigate to="/" replace />;

  const onSignOut = async () => {
    setLeaving(true);
    await signOut();
    await navigate({ to: '/', replace: true });
  };

  return (
    <div className={styles.page} data-testid="profile-page">
      <section className={styles.summary}>
        <div className={styles.who}>
          <h1 data-testid="profile-name">{profile.name}</h1>
          <p data-testid="profile-phone">{profile.username}</p>
        </div>
        <div className={styles.figures}>
          <div>
            <span className={styles.label}>
              <FormattedMessage id="profile.balance" />
            </span>
            <strong data-testid="profile-balance">
              {formatMoney(parseCents(profile.balance) ?? 0, currency)}
            </strong>
            <CurrencySwitcher className={styles.currency} />
          </div>
          <div>
            <span className={styles.label}>
              <FormattedMessage id="profile.tickets" />
            </span>
            <strong data-testid="profile-tickets">{ticketCount ?? profile.totalTicket}</strong>
            <Link to="/profile/my-tickets" className={styles.more}>
              <FormattedMessage id="nav.myTickets" />
            </Link>
            <Link to="/profile/prizes" className={styles.more} data-testid="profile-prizes-link">
              <FormattedMessage id="page.myPrizes" />
            </Link>
            <Link
              to="/profile/my-numbers"
              className={styles.more}
              data-testid="profile-numbers-link"
            >
              <FormattedMessage id="page.myNumbers" />
            </Link>
          </div>
        </div>
        {profile.prefixPayment === 'topup' && (
          <Link to="/profile/payment" search={{ type: 'deposit' }} className="btn btn-secondary">
            <FormattedMessage id="member.depositWithdraw" />
          </Link>
        )}
      </section>

      <BankSection profile={profile} />
      <ChatLinkSection profile={profile} />
      <BotSection />
      <section className={styles.section} data-testid="push-section">
        <div className={styles.sectionHead}>
          <h2>
            <FormattedMessage id="push.title" />
          </h2>
        </div>
        <PushOptIn
          onChange={() =>
            void queryClient.invalidateQueries({ queryKey: noticeChannelsQuery.queryKey })
          }
        />
      </section>
      <NoticeChannelsSection />
      {botOn && <AlertsSection />}
      <SessionsSection onNotMe={() => setPasswordAsked((count) => count + 1)} />
      <PasswordSection asked={passwordAsked} />
      <PasskeysSection />
      <LimitsSection />

      {profile.role === 'admin' && (
        <Link to="/admin" className={`btn btn-outline ${styles.wide}`}>
          <Icon path={mdiShieldAccountOutline} />
          <FormattedMessage id="admin.title" />
        </Link>
      )}
      <button
        type="button"
        className={`btn btn-outline ${styles.wide} ${styles.signOut}`}
        onClick={() => void onSignOut()}
        disabled={leaving}
        data-testid="sign-out"
      >
        <Icon path={mdiLogout} />
        <FormattedMessage id="profile.signOut" />
      </button>
    </div>
  );
}
