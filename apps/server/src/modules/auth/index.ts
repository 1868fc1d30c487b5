// The auth module's public surface: other modules import from here, never its files.
export { AuthModule } from './auth.module.js';
export { MemberChannel } from './member-channel.service.js';
