// The Bot API the e2e server's Telegram bot talks to: a local stand-in that accepts every call
// and appends it as a JSON line `{"method","params"}` to a file the tests read.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const E2E_BOT_TOKEN = '777000:E2E_bot_token_for_the_stand_in_';
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret';

/** Starts the stand-in; `apiRoot` is TELEGRAM_API_ROOT for the server. */
export async function startBotApi(callsFile: string): Promise<{ apiRoot: string; server: Server }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const method = /\/(\w+)$/.exec(request.url ?? '')?.[1] ?? '';
      appendFileSync(
        callsFile,
        `${JSON.stringify({ method, params: JSON.parse(body || '{}') })}\n`,
      );
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, result: method === 'getMe' ? botInfo : true }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const botInfo = {
  id: 777000,
  is_bot: true,
  first_name: 'Lottery shop',
  username: 'lottothai_kh_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
};

/** What the bot sent so far. */
export function botCalls(): Array<{ method: string; params: Record<string, unknown> }> {
  const file = process.env.E2E_BOT_CALLS!;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { method: string; params: Record<string, unknown> });
}

let updates = 1;

/** Telegram POSTing `/start <payload>` from `chatId` to the server's webhook. */
export async function sendStart(baseUrl: string, chatId: number, payload: string): Promise<number> {
  const text = `/start ${payload}`;
  const response = await fetch(`${baseUrl}/api/telegram/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-telegram-bot-api-secret-token': E2E_WEBHOOK_SECRET,
    },
    body: JSON.stringify({
      update_id: updates++,
      message: {
        message_id: updates,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: 'E2E' },
        from: { id: chatId, is_bot: false, first_name: 'E2E', language_code: 'km' },
        text,
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    }),
  });
  return response.status;
}
