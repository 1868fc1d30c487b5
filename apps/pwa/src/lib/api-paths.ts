/**
 * Paths answered by the API server rather than the app. Shared by the dev proxy (vite.config.ts)
 * and the service worker's navigation fallback deny-list, so the two cannot drift apart.
 */
export const rootApiPaths = [
  '/getWebSetting',
  '/healthz',
  '/readyz',
  '/getHome',
  '/resultLotto',
  '/getGameEvent',
  '/getHotProduct',
  '/searchProduct',
  '/getProductGroup',
  '/checkLottoPrizes',
  '/banklist',
  '/revardValue',
  '/orderTicket',
  '/getTelegramId',
  '/randomProduct',
  '/ticket-photo',
] as const;

export const apiPaths = ['/api', ...rootApiPaths] as const;
