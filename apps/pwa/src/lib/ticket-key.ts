import { bytesOfBase64Url, ticketKeyPath, type TicketKeyJwk } from '@lottery/contracts';

/**
 * The shop's public key for ticket certificates (issue 30), kept on the phone so the verify page
 * checks a certificate's signature offline. It is public: nothing to forget at sign-out.
 */
const STORE = 'lottery-ticket-key';

export function storedTicketKey(): TicketKeyJwk | null {
  try {
    const text = localStorage.getItem(STORE);
    return text ? (JSON.parse(text) as TicketKeyJwk) : null;
  } catch {
    return null;
  }
}

/** Asks the shop for its key and keeps it; null offline. */
export async function fetchTicketKey(): Promise<TicketKeyJwk | null> {
  try {
    const response = await fetch(ticketKeyPath, { cache: 'no-cache' });
    if (!response.ok) return null;
    const jwk = (await response.json()) as TicketKeyJwk;
    if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') return null;
    try {
      localStorage.setItem(STORE, JSON.stringify(jwk));
    } catch {
      // storage refused (private mode): the key is fetched again next time
    }
    return jwk;
  } catch {
    return null;
  }
}

/** The kept key, or the shop's when none is kept yet (a member's phone keeps it from my tickets). */
export const ticketKey = async () => storedTicketKey() ?? fetchTicketKey();

/** Ed25519 with WebCrypto: whether `signature` is the key's over `signed`. */
export async function signatureHolds(
  jwk: TicketKeyJwk,
  signed: string,
  signature: Uint8Array,
): Promise<boolean> {
  const raw = bytesOfBase64Url(jwk.x);
  if (!raw || raw.length !== 32) return false;
  try {
    const key = await crypto.subtle.importKey(
      'raw',
      raw as BufferSource,
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      signature as BufferSource,
      new TextEncoder().encode(signed),
    );
  } catch {
    // A browser without Ed25519 in WebCrypto: the server's answer decides.
    return false;
  }
}
