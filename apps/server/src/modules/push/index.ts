export { PushModule } from './push.module.js';
export { PushNotices } from './push-notices.service.js';
