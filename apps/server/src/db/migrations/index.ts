import { AgentAndSiteSetting1700000000000 } from './1700000000000-agent-and-site-setting.js';

/** In order. Listed as classes rather than a glob so the same list works under jest and node. */
export const migrations = [AgentAndSiteSetting1700000000000];
