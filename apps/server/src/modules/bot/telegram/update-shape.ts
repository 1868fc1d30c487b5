import type { Update } from 'grammy/types';

// Telegram's own updates always pass; a body that is not one (possible only with the webhook's
// secret) is refused before grammY, which would throw on it (a 500, and Telegram sending it again).

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown) => Number.isSafeInteger(value);
const isText = (value: unknown) => typeof value === 'string';
const optional = (value: unknown, test: (value: unknown) => boolean) =>
  value === undefined || test(value);

const isChat = (chat: unknown) => isObject(chat) && isInteger(chat.id) && isText(chat.type);

const isUser = (user: unknown) =>
  isObject(user) && isInteger(user.id) && optional(user.language_code, isText);

const isEntity = (entity: unknown) =>
  isObject(entity) &&
  isText(entity.type) &&
  isInteger(entity.offset) &&
  isInteger(entity.length) &&
  (entity.offset as number) >= 0 &&
  (entity.length as number) >= 0;

const isMessage = (message: unknown) =>
  isObject(message) &&
  isInteger(message.message_id) &&
  isInteger(message.date) &&
  isChat(message.chat) &&
  optional(message.from, isUser) &&
  optional(message.text, isText) &&
  optional(message.entities, (list) => Array.isArray(list) && list.every(isEntity));

/** Whether `value` is shaped as a Telegram update, as far as the bot reads one (messages). */
export function isTelegramUpdate(value: unknown): value is Update {
  return isObject(value) && isInteger(value.update_id) && optional(value.message, isMessage);
}
