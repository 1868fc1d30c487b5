// The admin page's tabs, alone: the route's URL check needs them in the shell, while everything
// else of the admin (its lists, forms and API calls) loads only when an admin opens the page.
export const adminTabs = [
  'members',
  'draws',
  'shelves',
  'hot',
  'prizes',
  'deposits',
  'withdrawals',
  'wallet',
  'settings',
  'audit',
  'speed',
  'jobs',
  'subscriptions',
] as const;
export type AdminTab = (typeof adminTabs)[number];
