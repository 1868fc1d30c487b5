import { Api, GrammyError, InputFile } from 'grammy';
import { resolve, sep } from 'node:path';
import { uploadsDir } from '../../../common/upload/uploads.js';
import type { AppConfig } from '../../../config/config.js';
import type { BotMethod } from '../../notify/index.js';

/**
 * What the bot needs from Telegram, behind our own interface: the real adapter is grammY's `Api`
 * pointed at `TELEGRAM_API_ROOT`; tests point that root at a local stand-in of the Bot API.
 */
export interface TelegramApi {
  /** Makes one outbox call; throws `TelegramRetryAfter`, `TelegramRefused` or anything (retry). */
  call(method: BotMethod, chatId: string, payload: Record<string, unknown>): Promise<void>;
  setWebhook(url: string, secretToken: string): Promise<void>;
}

export const TELEGRAM_API = 'TelegramApi';

/** Telegram's 429: wait `seconds` (its `parameters.retry_after`) before trying again. */
export class TelegramRetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`Telegram asks to retry after ${seconds} s`);
  }
}

/** Telegram refused the call for good (a blocked bot, an unknown chat, a bad request). */
export class TelegramRefused extends Error {}

/**
 * A photo the outbox names as `upload:<path under the uploads folder>`: sent as the file itself
 * (no public address for Telegram to fetch it from). Anything else is a URL, passed as is.
 */
export const UPLOAD_PREFIX = 'upload:';

/** grammY's client; its errors become ours so the relay does not depend on grammY. */
export class GrammyTelegramApi implements TelegramApi {
  constructor(
    private readonly api: Api,
    private readonly uploads: string,
  ) {}

  async call(method: BotMethod, chatId: string, payload: Record<string, unknown>): Promise<void> {
    try {
      const raw = this.api.raw as unknown as Record<
        BotMethod,
        (body: Record<string, unknown>) => Promise<unknown>
      >;
      await raw[method]({ chat_id: Number(chatId), ...this.withFiles(payload) });
    } catch (error) {
      if (error instanceof GrammyError) {
        if (error.error_code === 429)
          throw new TelegramRetryAfter(error.parameters.retry_after ?? 5);
        if (error.error_code >= 400 && error.error_code < 500)
          throw new TelegramRefused(`${error.error_code} ${error.description}`);
      }
      throw error;
    }
  }

  /** `upload:` photos (sendPhoto's `photo`, an album's `media[].media`) become files to send. */
  private withFiles(payload: Record<string, unknown>): Record<string, unknown> {
    const file = (value: unknown) => {
      if (typeof value !== 'string' || !value.startsWith(UPLOAD_PREFIX)) return value;
      const path = resolve(this.uploads, value.slice(UPLOAD_PREFIX.length));
      if (!path.startsWith(this.uploads + sep)) throw new TelegramRefused(`bad upload ${value}`);
      return new InputFile(path);
    };
    const media = payload.media;
    return {
      ...payload,
      ...(payload.photo !== undefined ? { photo: file(payload.photo) } : {}),
      ...(Array.isArray(media)
        ? {
            media: media.map((item: Record<string, unknown>) => ({
              ...item,
              media: file(item.media),
            })),
          }
        : {}),
    };
  }

  async setWebhook(url: string, secretToken: string): Promise<void> {
    await this.api.setWebhook(url, { secret_token: secretToken, allowed_updates: ['message'] });
  }
}

/** grammY's options for our settings (the bot's token, where the Bot API is). */
export function grammyOptions(config: AppConfig) {
  return { client: { apiRoot: config.telegramApiRoot, timeoutSeconds: 10 } };
}

/** The real client (with the bot off, the relay that would use it does not run). */
export function createTelegramApi(config: AppConfig): TelegramApi {
  const token = config.telegramBotToken ?? '0:off';
  return new GrammyTelegramApi(
    new Api(token, grammyOptions(config).client),
    uploadsDir(config.dataDir),
  );
}
