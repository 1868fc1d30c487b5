/** Route guards as pure rules (spec section 2), so they can be tested without a router. */

export const CLOSED_PATH = '/temporarily-closed';

/**
 * Paths that stay reachable while the shop is closed: the admin pages (where it is reopened; they
 * check the admin's role themselves) and sign-in (how an admin gets there).
 */
const OPEN_WHILE_CLOSED = /^\/(admin|auth)(\/|$)/;

/** Where a closed (or reopened) site sends this path, or null to stay. */
export function closedSiteRedirect(pathname: string, closed: boolean): string | null {
  const onClosedPage = pathname === CLOSED_PATH || pathname === `${CLOSED_PATH}/`;
  if (closed && !onClosedPage && !OPEN_WHILE_CLOSED.test(pathname)) return CLOSED_PATH;
  if (!closed && onClosedPage) return '/';
  return null;
}

/** Sign-in pages are for visitors: a signed-in member goes home. */
export function authPagesRedirect(signedIn: boolean): string | null {
  return signedIn ? '/' : null;
}

/**
 * The /ex pages need a session (spec section 2: "with no token, a path of /ex redirects home"),
 * except a ticket link: PRODUCT.md (Checkout) gives an order's tickets "to whoever holds ... a
 * signed ticket link", so /ex/ticket with its `t` token opens signed out.
 */
export function exPagesRedirect(
  signedIn: boolean,
  pathname = '',
  search: { t?: unknown } = {},
): string | null {
  if (signedIn) return null;
  const ticketLink = /^\/ex\/ticket\/?$/.test(pathname) && typeof search.t === 'string' && search.t;
  return ticketLink ? null : '/';
}

/** Member pages (/profile and below) need a session: visitors go to sign in. */
export function memberPagesRedirect(signedIn: boolean): string | null {
  return signedIn ? null : '/auth';
}

/** Admin pages need an admin's profile; everyone else goes home. */
export function adminPagesRedirect(role: string | null | undefined): string | null {
  return role === 'admin' ? null : '/';
}
