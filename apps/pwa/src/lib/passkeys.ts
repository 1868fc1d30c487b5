import type { Passkey, SessionRotated } from '@lottery/contracts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { apiPost } from './api-client';

export type { Passkey };

/** The browser side of WebAuthn, fetched when a passkey is used (not in the first load). */
const browser = () => import('@simplewebauthn/browser');

const base = '/api/customer/passkey';

export const listPasskeys = () => apiPost(`${base}/list`);

/** Asks the phone for a new passkey and keeps it on the account under `name`. */
export async function addPasskey(name: string): Promise<Passkey[]> {
  const { startRegistration } = await browser();
  const optionsJSON = (await apiPost(
    `${base}/registerOptions`,
  )) as PublicKeyCredentialCreationOptionsJSON;
  const credential = await startRegistration({ optionsJSON });
  return apiPost(`${base}/register`, { name, credential });
}

export const removePasskey = (id: string, password: string) =>
  apiPost(`${base}/remove`, { id, password });

/** Signs in with a passkey the phone keeps: the session's token. */
export async function signInWithPasskey(): Promise<SessionRotated> {
  const { startAuthentication } = await browser();
  const optionsJSON = (await apiPost(
    `${base}/signInOptions`,
  )) as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON });
  return apiPost(`${base}/signIn`, { credential });
}

/**
 * The member confirms with one of their passkeys: a proof (`stepUpToken`) for one withdrawal or
 * bank change. Undefined when the member has no passkey (the SMS step-up applies then).
 */
export async function passkeyStepUp(): Promise<string | undefined> {
  if ((await listPasskeys()).length === 0) return undefined;
  const { startAuthentication } = await browser();
  const optionsJSON = (await apiPost(
    `${base}/stepUpOptions`,
  )) as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON });
  const { stepUpToken } = await apiPost(`${base}/stepUp`, { credential });
  return stepUpToken;
}

/** The browser refused or the person cancelled (not a server answer). */
export const isWebAuthnFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotAllowedError' ||
    error.name === 'WebAuthnError' ||
    error.name === 'InvalidStateError' ||
    error.name === 'AbortError');
