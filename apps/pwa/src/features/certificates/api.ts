import {
  ErrorCode,
  parseCertificate,
  type CertificateCheck,
  type CertificateFacts,
} from '@lottery/contracts';
import { ApiError, apiGet } from '../../lib/api-client';
import { fetchTicketKey, signatureHolds, storedTicketKey, ticketKey } from '../../lib/ticket-key';

/**
 * What the verify page says about a certificate:
 * - `valid` / `changedHands`: the shop answered (the sheet still with this owner, or not);
 * - `signedOffline`: the signature is the shop's (checked on the phone), the shop not reachable;
 * - `noKey`: offline and no key kept yet;
 * - `notOurs`: not signed by this shop, or not a certificate.
 */
export type Verdict =
  | { kind: 'valid' | 'changedHands'; facts: CertificateFacts; check: CertificateCheck }
  | { kind: 'signedOffline'; facts: CertificateFacts }
  | { kind: 'noKey'; facts: CertificateFacts }
  | { kind: 'notOurs' };

export async function verifyCertificate(certificate: string | undefined): Promise<Verdict> {
  const parsed = certificate ? parseCertificate(certificate) : null;
  if (!certificate || !parsed) return { kind: 'notOurs' };
  let key = await ticketKey();
  let signed = key ? await signatureHolds(key, parsed.signed, parsed.signature) : false;
  if (key && !signed && storedTicketKey()) {
    // The kept key may be an old one: ask the shop for its key once before saying no.
    key = await fetchTicketKey();
    signed = key ? await signatureHolds(key, parsed.signed, parsed.signature) : false;
  }
  try {
    const check = await apiGet('/verifyTicket', { c: certificate });
    return { kind: check.status, facts: check.facts, check };
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.CertificateNotOurs)
      return { kind: 'notOurs' };
    // The shop did not answer: the phone's own check is all there is.
    if (!key) return { kind: 'noKey', facts: parsed.facts };
    return signed ? { kind: 'signedOffline', facts: parsed.facts } : { kind: 'notOurs' };
  }
}
