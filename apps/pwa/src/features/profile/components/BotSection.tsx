import type { BotLink } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/Field';
import { QueryStatus } from '../../../components/QueryStatus';
import { refreshProfile } from '../../../lib/profile';
import { useSubmit } from '../../../lib/use-submit';
import { botChatQuery, createBotLink, unlinkBotChat } from '../api';
import styles from './ProfilePage.module.css';

// While a one-time link is shown, the section asks every few seconds whether it was opened.
const CHECK_MS = 3000;

/**
 * Telegram notices: link the member's Telegram chat to the shop's bot with a one-time link
 * (results and number alerts then come there), or unlink it.
 */
export function BotSection() {
  const query = useQuery(botChatQuery);
  const queryClient = useQueryClient();
  const chat = query.data;
  const [link, setLink] = useState<BotLink | null>(null);
  const submit = useSubmit();

  useEffect(() => {
    if (!link) return;
    const timer = setInterval(() => {
      // An expired link links nothing: offer a new one.
      if (Date.now() > Date.parse(link.expiresAt)) {
        setLink(null);
        return;
      }
      void queryClient.fetchQuery({ ...botChatQuery, staleTime: 0 }).then(
        (next) => {
          if (!next.linked) return;
          setLink(null);
          void refreshProfile();
        },
        () => undefined,
      );
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [link, queryClient]);

  const onLink = () => void submit.run(async () => setLink(await createBotLink()));
  const onUnlink = () =>
    void submit.run(async () => {
      queryClient.setQueryData(botChatQuery.queryKey, await unlinkBotChat());
      void refreshProfile();
    });

  return (
    <section className={styles.section} data-testid="bot-section">
      <div className={styles.sectionHead}>
        <h2>
          <FormattedMessage id="bot.title" />
        </h2>
      </div>
      {!chat ? (
        <QueryStatus query={query} testId="bot" />
      ) : !chat.enabled ? (
        <p className={styles.muted}>
          <FormattedMessage id="bot.off" />
        </p>
      ) : chat.linked ? (
        <>
          <p data-testid="bot-linked">
            <FormattedMessage id="bot.linked" values={{ bot: `@${chat.bot}` }} />
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={onUnlink}
            disabled={submit.busy}
            data-testid="bot-unlink"
          >
            <FormattedMessage id="bot.unlink" />
          </button>
        </>
      ) : link ? (
        <>
          <p className={styles.muted}>
            <FormattedMessage id="bot.open" />
          </p>
          <a
            className="btn btn-primary"
            href={link.link}
            target="_blank"
            rel="noreferrer"
            data-testid="bot-link"
          >
            <FormattedMessage id="bot.openTelegram" />
          </a>
        </>
      ) : (
        <>
          <p className={styles.muted}>
            <FormattedMessage id="bot.why" />
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={onLink}
            disabled={submit.busy}
            data-testid="bot-make-link"
          >
            <FormattedMessage id="bot.link" />
          </button>
        </>
      )}
      <FormError code={submit.formError} />
    </section>
  );
}
