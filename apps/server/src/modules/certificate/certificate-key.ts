import { Inject, Injectable } from '@nestjs/common';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TicketKeyJwk } from '@lottery/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/** Where a key generated outside production is kept, so certificates outlive a restart. */
export const generatedKeyFile = (dataDir: string) => join(dataDir, 'ticket-signing-key');

function readOrCreateKey(dataDir: string): string {
  const file = generatedKeyFile(dataDir);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const key = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'der' })
      .toString('base64url');
    try {
      // `wx`: two processes starting at once keep the first one's key.
      writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
      return key;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

/**
 * The shop's Ed25519 key for ticket certificates: TICKET_SIGNING_KEY (production refuses to
 * start without it, see config), else the one generated into DATA_DIR at the first start.
 */
@Injectable()
export class CertificateKey {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  readonly publicJwk: TicketKeyJwk;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const text = config.ticketSigningKey ?? readOrCreateKey(config.dataDir);
    this.privateKey = createPrivateKey({
      key: Buffer.from(text, 'base64url'),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = createPublicKey(this.privateKey);
    const x = this.publicKey.export({ format: 'jwk' }).x!;
    this.publicJwk = { kty: 'OKP', crv: 'Ed25519', x, kid: x.slice(0, 8) };
  }

  /** Ed25519 over the text's bytes (deterministic: the same text, the same signature). */
  sign(text: string): Buffer {
    return sign(null, Buffer.from(text), this.privateKey);
  }

  verify(text: string, signature: Uint8Array): boolean {
    return verify(null, Buffer.from(text), this.publicKey, signature);
  }
}
