import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { BAKONG_API, HttpBakongApi, type BakongApi } from './bakong-api.js';
import { BakongStandIn } from './bakong-stand-in.js';

export const BAKONG_STAND_IN = 'BakongStandIn';

/**
 * Development's stand-in (BAKONG_API_ROOT=stand-in, the default with the embedded database):
 * started with the app on a free local port, stopped with it. Null otherwise.
 */
export const bakongStandInProvider: Provider = {
  provide: BAKONG_STAND_IN,
  inject: [APP_CONFIG],
  useFactory: async (
    config: AppConfig,
  ): Promise<{ standIn: BakongStandIn; root: string } | null> => {
    if (!config.bakongStandIn) return null;
    const standIn = new BakongStandIn(config.bakongApiToken);
    return { standIn, root: await standIn.start() };
  },
};

/** Bakong's API at BAKONG_API_ROOT (or the stand-in); null when the check is off. */
export const bakongApiProvider: Provider = {
  provide: BAKONG_API,
  inject: [APP_CONFIG, BAKONG_STAND_IN],
  useFactory: (
    config: AppConfig,
    local: { standIn: BakongStandIn; root: string } | null,
  ): BakongApi | null => {
    const root = local?.root ?? config.bakongApiRoot;
    return root ? new HttpBakongApi(root, config.bakongApiToken, config.bakongTimeoutMs) : null;
  },
};
