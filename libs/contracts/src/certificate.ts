import type { OwnershipEvent } from './gift.js';

/**
 * Ticket certificates (issue 30): what the shop recorded about one sold sheet, signed with the
 * shop's Ed25519 key. Compact enough for a QR code: `<payload>.<signature>`, both base64url; the
 * payload is a JSON array (no field names), the signature covers the payload's base64url text.
 * The same encoding is read by the server and by the verify page in the browser.
 */
export interface CertificateFacts {
  /** The shop (agent id) that issued it. */
  shop: string;
  sheetId: string;
  gid: string;
  number: string;
  setNo: number;
  /** The owner's phone, masked as gift lists mask it (`012****78`). */
  owner: string;
  /** When this owner got the sheet (bought or received), ISO 8601 to the second. */
  at: string;
  /** 1 when bought; one more each time the sheet is received as a gift. */
  hand: number;
}

/** The only format so far; a future one gets a new number. */
const formatVersion = 1;

/** The path of the public key, as a JWK (`{ kty: 'OKP', crv: 'Ed25519', x }`). */
export const ticketKeyPath = '/.well-known/lottery-ticket-key';

/** The public key's answer at `ticketKeyPath`. */
export interface TicketKeyJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  /** A short name for the key (the first characters of `x`). */
  kid: string;
}

/** What `verifyTicket?c=` answers about a certificate whose signature is the shop's. */
export interface CertificateCheck {
  /** `changedHands`: a newer certificate exists (the sheet was received by someone since). */
  status: 'valid' | 'changedHands';
  facts: CertificateFacts;
  roundName: string;
  drawDate: string;
  photo: string | null;
  /** The sheet's changes of hands, oldest first; nobody named beyond the certificate's mask. */
  history: Array<{ event: OwnershipEvent['event']; at: string }>;
}

export function base64UrlOfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null when `text` is not base64url. */
export function bytesOfBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The payload's base64url text: the bytes the signature covers. */
export function encodeCertificatePayload(facts: CertificateFacts): string {
  const fields = [
    formatVersion,
    facts.shop,
    facts.sheetId,
    facts.gid,
    facts.number,
    facts.setNo,
    facts.owner,
    Math.floor(Date.parse(facts.at) / 1000),
    facts.hand,
  ];
  return base64UrlOfBytes(new TextEncoder().encode(JSON.stringify(fields)));
}

/** A certificate taken apart: its facts, the signed text and the signature; null if malformed. */
interface ParsedCertificate {
  facts: CertificateFacts;
  signed: string;
  signature: Uint8Array;
}

const isText = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value);
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

export function parseCertificate(certificate: string): ParsedCertificate | null {
  if (certificate.length > 1000) return null;
  const [signed, sig, extra] = certificate.split('.');
  if (!signed || !sig || extra !== undefined) return null;
  const signature = bytesOfBase64Url(sig);
  const bytes = bytesOfBase64Url(signed);
  if (!signature || signature.length !== 64 || !bytes) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 9 || fields[0] !== formatVersion) return null;
  const [, shop, sheetId, gid, number, setNo, owner, at, hand] = fields as unknown[];
  if (
    !isText(shop, /^.{1,64}$/) ||
    !isText(sheetId, /^\d{1,18}$/) ||
    !isText(gid, /^\d{1,18}$/) ||
    !isText(number, /^\d{6}$/) ||
    !isCount(setNo) ||
    !isText(owner, /^[\d*]{1,20}$/) ||
    !isCount(at) ||
    !isCount(hand)
  )
    return null;
  return {
    facts: {
      shop: shop as string,
      sheetId: sheetId as string,
      gid: gid as string,
      number: number as string,
      setNo: setNo as number,
      owner: owner as string,
      at: new Date((at as number) * 1000).toISOString(),
      hand: hand as number,
    },
    signed,
    signature,
  };
}

/** The verify page's address for a certificate (what the QR code holds). */
export function certificateLinkOf(origin: string, certificate: string): string {
  return `${origin.replace(/\/+$/, '')}/verify?c=${certificate}`;
}
