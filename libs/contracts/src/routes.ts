/**
 * The PWA's routes (spec section 2): the server answers the app page to a GET of any of them,
 * and the app page with 404 to any other GET that is not an API path or a file. The PWA's tests
 * check this list against its route files.
 */
export const clientRoutes = [
  '/',
  '/admin',
  '/auth',
  '/auth/recovery-password.bak',
  '/auth/register.bak',
  '/chkver',
  '/color-setting',
  '/components',
  '/draw-results',
  '/prize-table',
  '/ex',
  '/ex/ticket',
  '/profile',
  '/profile/my-numbers',
  '/profile/my-tickets',
  '/profile/payment',
  '/profile/prizes',
  '/reward',
  '/see-all-hot-lotto',
  '/temporarily-closed',
  '/verify',
] as const;

const known = new Set<string>(clientRoutes);

/** Whether a path (without its query) is one of the app's pages; a trailing slash is the same. */
export function isClientRoute(path: string): boolean {
  return known.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}
