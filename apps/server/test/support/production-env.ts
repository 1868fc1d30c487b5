/**
 * An environment `loadConfig` accepts in production: every secret and endpoint production
 * requires, as stand-ins. Tests add or override the variable they are about, so a new required
 * variable is added here once.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  SMS_HTTP_URL: 'https://sms.example/send',
  KHQR_ACCOUNT_ID: 'shop@aclb',
  PAYMENT_CALLBACK_SECRET: 'y'.repeat(32),
  TICKET_SIGNING_KEY: 'MC4CAQAwBQYDK2VwBCIEIAoIWnfI-7B_rarSuVfc_GTyUcYe9vkUNosSDdA48uxP',
  VAPID_PRIVATE_KEY: 'VhTbL2-CLytqjetE7k8bggUaklo7v5b2zeDh8TuaVQ4',
} as const;
