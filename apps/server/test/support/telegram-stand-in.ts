// A local stand-in for Telegram's Bot API: the server's bot is pointed at it (TELEGRAM_API_ROOT)
// instead of api.telegram.org. It answers like Telegram (`{ ok, result }`, 429 with
// `parameters.retry_after` when told to) and records every call, so a test checks what the bot
// sent. Photos by URL come as JSON; uploaded photos as multipart, recorded as
// `{ file: <name>, bytes: <size> }` in place of their `attach://` reference.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TelegramCall {
  method: string;
  params: Record<string, any>;
  /** false: answered with an error (a 429 the test asked for). */
  ok: boolean;
  at: number;
}

export const BOT_TOKEN = '424242:TEST_bot_token_for_the_stand_in';
export const BOT_USERNAME = 'lottothai_kh_bot';

export class TelegramStandIn {
  readonly calls: TelegramCall[] = [];
  private readonly rateLimits = new Map<string, { times: number; retryAfter: number }>();
  private messageIds = 0;
  /** Updates waiting for the bot's next getUpdates (long polling). */
  private readonly pending: unknown[] = [];
  /** Milliseconds each call takes (to make concurrent relays overlap). */
  delayMs = 0;

  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const type = request.headers['content-type'] ?? '';
      void this.answer(request.url ?? '', type, Buffer.concat(chunks)).then(([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
  });

  static async start(): Promise<TelegramStandIn> {
    const standIn = new TelegramStandIn();
    await new Promise<void>((done) => standIn.server.listen(0, '127.0.0.1', done));
    return standIn;
  }

  /** What TELEGRAM_API_ROOT is set to. */
  get apiRoot(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next `times` calls of `method` answer 429 with `retry_after`. */
  rateLimit(method: string, times: number, retryAfter: number): void {
    this.rateLimits.set(method, { times, retryAfter });
  }

  /** An update the bot receives on its next getUpdates (polling mode). */
  queueUpdate(update: { update_id: number }): void {
    this.pending.push(update);
  }

  /** Calls Telegram accepted, optionally of one method or to one chat. */
  sent(filter: { method?: string; chatId?: number } = {}): TelegramCall[] {
    return this.calls.filter(
      (call) =>
        call.ok &&
        (!filter.method || call.method === filter.method) &&
        (filter.chatId === undefined || call.params.chat_id === filter.chatId),
    );
  }

  /** Waits until `count` calls match (the relay sends after commit, in the background). */
  async waitFor(
    filter: { method?: string; chatId?: number },
    count = 1,
    timeoutMs = 15_000,
  ): Promise<TelegramCall[]> {
    const until = Date.now() + timeoutMs;
    while (this.sent(filter).length < count) {
      if (Date.now() > until)
        throw new Error(
          `stand-in: ${this.sent(filter).length} of ${count} calls ${JSON.stringify(filter)} after ${timeoutMs} ms`,
        );
      await new Promise((done) => setTimeout(done, 50));
    }
    return this.sent(filter);
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }

  private async answer(url: string, type: string, body: Buffer): Promise<[number, unknown]> {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(url);
    if (!match || match[1] !== BOT_TOKEN)
      return [401, { ok: false, error_code: 401, description: 'Unauthorized' }];
    const method = match[2]!;
    const params = type.startsWith('multipart/form-data')
      ? multipartParams(type, body)
      : body.length
        ? (JSON.parse(body.toString('utf8')) as Record<string, any>)
        : {};
    if (this.delayMs) await new Promise((done) => setTimeout(done, this.delayMs));
    const limit = this.rateLimits.get(method);
    if (limit && limit.times > 0) {
      limit.times -= 1;
      this.calls.push({ method, params, ok: false, at: Date.now() });
      return [
        429,
        {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${limit.retryAfter}`,
          parameters: { retry_after: limit.retryAfter },
        },
      ];
    }
    if (method === 'getUpdates') {
      // A short long-poll: what is pending at or after the offset, or nothing after a moment.
      if (!this.pending.length) await new Promise((done) => setTimeout(done, 100));
      const offset = Number(params.offset ?? 0);
      const updates = this.pending.filter((u) => (u as { update_id: number }).update_id >= offset);
      this.pending.length = 0;
      return [200, { ok: true, result: updates }];
    }
    const result = this.result(method, params);
    if (result === undefined)
      return [404, { ok: false, error_code: 404, description: 'Not Found: method not found' }];
    this.calls.push({ method, params, ok: true, at: Date.now() });
    return [200, { ok: true, result }];
  }

  private result(method: string, params: Record<string, any>): unknown {
    const message = (extra: Record<string, unknown>) => ({
      message_id: ++this.messageIds,
      date: Math.floor(Date.now() / 1000),
      chat: { id: params.chat_id, type: 'private' },
      ...extra,
    });
    switch (method) {
      case 'getMe':
        return {
          id: 424242,
          is_bot: true,
          first_name: 'Lottery shop',
          username: BOT_USERNAME,
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        };
      case 'setWebhook':
      case 'deleteWebhook':
        return true;
      case 'sendMessage':
        return message({ text: params.text });
      case 'sendPhoto':
        return message({ photo: [], caption: params.caption });
      case 'sendMediaGroup':
        return (params.media as unknown[]).map(() => message({ photo: [] }));
      default:
        return undefined;
    }
  }
}

/**
 * A multipart call's fields (JSON ones parsed), its files in place of their attach:// names.
 * Parsed by hand: grammY writes its part headers tersely (`content-disposition:form-data;...`).
 */
function multipartParams(type: string, body: Buffer): Record<string, any> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type)!;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const files = new Map<string, { file: string; bytes: number }>();
  const fields: Record<string, any> = {};
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length + 2; // past the boundary and its CRLF
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start, next - 2); // without the CRLF before the next boundary
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const content = part.subarray(split + 4);
    const name = /name="([^"]+)"/.exec(headers)![1]!;
    const filename = /filename="?([^";\r\n]+)/.exec(headers)?.[1];
    if (filename) files.set(name, { file: filename, bytes: content.length });
    else {
      const value = content.toString('utf8');
      fields[name] = /^[[{]/.test(value)
        ? JSON.parse(value)
        : /^-?\d+$/.test(value)
          ? Number(value)
          : value;
    }
    at = next;
  }
  const attached = (value: unknown) =>
    typeof value === 'string' && value.startsWith('attach://') ? files.get(value.slice(9)) : value;
  if (typeof fields.photo === 'string') fields.photo = attached(fields.photo);
  if (Array.isArray(fields.media))
    fields.media = fields.media.map((item: Record<string, unknown>) => ({
      ...item,
      media: attached(item.media),
    }));
  return fields;
}

let updateIds = 1000;

/** A private-chat message update, as Telegram POSTs it to the webhook. */
export function textUpdate(
  chatId: number,
  text: string,
  options: { languageCode?: string; updateId?: number } = {},
) {
  const entities = text.startsWith('/')
    ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }]
    : undefined;
  return {
    update_id: options.updateId ?? ++updateIds,
    message: {
      message_id: updateIds,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Tester' },
      from: {
        id: chatId,
        is_bot: false,
        first_name: 'Tester',
        ...(options.languageCode ? { language_code: options.languageCode } : {}),
      },
      text,
      ...(entities ? { entities } : {}),
    },
  };
}
