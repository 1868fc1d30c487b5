import { useEffect, useState } from 'react';
import { fetchBotChat } from './api';

/**
 * Whether the shop runs its Telegram bot (the server's `bot/chat` answer): null until known.
 * Without a bot, what only the bot delivers (number alerts) is not offered.
 */
export function useBotOn(): boolean | null {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void fetchBotChat().then(
      (chat) => current && setOn(chat.enabled),
      () => current && setOn(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return on;
}
