// Every table's entity, registered in the data source. Entities live with the code that owns
// their table: a module's `entities/` folder, or common/ for the tables every module shares.
import { AuditLog } from '../common/audit/audit-log.entity.js';
import { Session } from '../common/session/session.entity.js';
import {
  AddressSuspension,
  Captcha,
  LoginFailure,
} from '../modules/auth/entities/login-guard.entity.js';
import { Member } from '../modules/auth/entities/member.entity.js';
import { Otp, PhoneProof } from '../modules/auth/entities/otp.entity.js';
import { SmsOutbox } from '../modules/auth/entities/sms-outbox.entity.js';

export const entities = [
  AuditLog,
  Session,
  Member,
  Otp,
  PhoneProof,
  LoginFailure,
  AddressSuspension,
  Captcha,
  SmsOutbox,
];
