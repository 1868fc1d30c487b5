import { Inject, Injectable } from '@nestjs/common';
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { TicketKeyJwk } from '@lottery/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/**
 * The shop's Ed25519 key for ticket certificates: TICKET_SIGNING_KEY (production refuses to
 * start without it), else the one config generated into DATA_DIR at the first start.
 */
@Injectable()
export class CertificateKey {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  readonly publicJwk: TicketKeyJwk;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const text = config.ticketSigningKey;
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
