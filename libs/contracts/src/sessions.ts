/** The member's session and sign-in history (issue 34): `/api/customer/user/sessions`. */

/** Where and when a member signed in. */
interface SignInRecord {
  /** ISO 8601. */
  at: string;
  /** Browser and system, e.g. `Chrome · Android`; null when the device did not say. */
  device: string | null;
  /** The network address the sign-in came from. */
  address: string | null;
}

/** The session this call came with: the only one the member has (one session per member). */
interface CurrentSession {
  device: string | null;
  address: string | null;
  /** ISO 8601: when this session signed in. */
  since: string;
  /** ISO 8601: its last use (recorded at most once a minute). */
  lastSeen: string;
}

export interface SessionsOverview {
  current: CurrentSession;
  /** The last ten sign-ins, newest first. */
  signIns: SignInRecord[];
}

/**
 * The answer of a call that rotated the session (a password or bank account change): the new
 * token replaces the old one on this device; every copy of the old one is refused from now on.
 */
export interface SessionRotated {
  token: string;
}

/** How many sign-ins the history keeps and shows. */
export const SIGN_IN_HISTORY_SIZE = 10;

/** A passkey on the member's account (`/api/customer/passkey/list`). */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
