import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AppConfig } from '../../../config/config.js';

export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code the text carries, if any (the file provider writes it for tests). */
  code: string | null;
}

/** Delivers one SMS or throws; the outbox relay retries. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export const SMS_SENDER = 'SmsSender';

/** Development and tests: one JSON line `{"to","text","code","at"}` per message. */
export class FileSmsSender implements SmsSender {
  constructor(private readonly file: string) {}

  async send({ to, text, code }: SmsMessage): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    const line = JSON.stringify({ to, text, code, at: new Date().toISOString() });
    await appendFile(this.file, `${line}\n`);
  }
}

const GATEWAY_TIMEOUT_MS = 10_000;

/** A real gateway: POST `{"to","text"}` as JSON with a bearer token; any 2xx is delivered. */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

export function createSmsSender(config: AppConfig): SmsSender {
  if (config.smsProvider === 'http') {
    if (!config.smsHttpUrl) throw new Error('SMS_HTTP_URL is required for the http provider');
    return new HttpSmsSender(config.smsHttpUrl, config.smsHttpToken);
  }
  return new FileSmsSender(config.smsOutboxFile);
}
