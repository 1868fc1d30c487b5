import { useQuery } from '@tanstack/react-query';
import { botChatQuery } from './api';

/**
 * Whether the shop runs its Telegram bot (the server's `bot/chat` answer): null until known.
 * Without a bot, what only the bot delivers (number alerts) is not offered. The same query as
 * the bot section's, so the profile asks once.
 */
export function useBotOn(): boolean | null {
  return useQuery(botChatQuery).data?.enabled ?? null;
}
