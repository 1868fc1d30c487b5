import { ErrorCode, textRule } from '@lottery/contracts';
import { TextField } from '../../../common/validation/fields.js';

/** A certificate as a QR code carries it; anything that cannot be one is 8001. */
const certificateText = textRule({
  missing: ErrorCode.CertificateNotOurs,
  invalid: ErrorCode.CertificateNotOurs,
  max: 1000,
  checks: [/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/],
});

export class VerifyTicketDto {
  @TextField(certificateText, { description: 'The certificate (`<payload>.<signature>`)' })
  c!: string;
}
