// The setting module's public surface: other modules import from here, never its files.
export { SettingModule } from './setting.module.js';
export { SiteSettingService } from './site-setting.service.js';
