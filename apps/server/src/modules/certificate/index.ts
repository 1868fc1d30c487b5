// The certificate module's public surface: other modules import from here, never its files.
export { CertificateModule } from './certificate.module.js';
export { CertificateService, sheetKey } from './certificate.service.js';
export type { SheetFacts } from './certificate.repository.js';
