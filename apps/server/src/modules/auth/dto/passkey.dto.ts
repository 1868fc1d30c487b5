import { ErrorCode, textRule } from '@lottery/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { stepUpTokenRule } from '../../../common/session/step-up-proofs.js';
import { TextField } from '../../../common/validation/fields.js';

const passkeyName = textRule({
  missing: ErrorCode.InvalidPasskeyName,
  invalid: ErrorCode.InvalidPasskeyName,
  max: 40,
  checks: [],
  example: 'My phone',
});

const passkeyId = textRule({
  missing: ErrorCode.PasskeyNotFound,
  invalid: ErrorCode.PasskeyNotFound,
  max: 20,
  checks: [/^[1-9][0-9]{0,18}$/],
  example: '12',
});

/**
 * What the browser's WebAuthn call answered (@simplewebauthn/browser's JSON), checked by the
 * library; any object that is not one is refused 5103.
 */
function CredentialField() {
  return (target: object, key: string) => {
    ApiProperty({ type: Object, description: 'startRegistration / startAuthentication answer' })(
      target,
      key,
    );
    IsObject({ context: { code: ErrorCode.PasskeyRefused } })(target, key);
  };
}

export class PasskeyRegisterDto {
  @TextField(passkeyName)
  name!: string;

  @CredentialField()
  credential!: Record<string, unknown>;
}

export class PasskeyAssertionDto {
  @CredentialField()
  credential!: Record<string, unknown>;
}

export class PasskeyRenameDto {
  @TextField(passkeyId)
  id!: string;

  @TextField(passkeyName)
  name!: string;
}

export class PasskeyRemoveDto {
  @TextField(passkeyId)
  id!: string;

  @TextField(
    textRule({
      missing: ErrorCode.EnterCurrentPassword,
      invalid: ErrorCode.CurrentPasswordWrong,
      max: 64,
      checks: [],
    }),
    { optional: 'or-empty' },
  )
  password?: string;

  @TextField(stepUpTokenRule, { optional: 'or-empty' })
  stepUpToken?: string;
}
