// Request bodies of the admin's draw calls, built from the shared rules.
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  drawRules,
  drawStatuses,
  ErrorCode,
  liveRules,
  type DrawLiveRequest,
  prizeKinds,
  type DrawStatus,
} from '@lottery/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import {
  DateField,
  EnumField,
  IdField,
  InstantField,
  TextField,
} from '../../../common/validation/fields.js';

export class CreateDrawDto {
  @TextField(drawRules.roundName)
  roundName!: string;

  @DateField(drawRules.drawDate)
  drawDate!: string;

  @InstantField(drawRules.openSellDate)
  openSellDate!: string;

  @InstantField(drawRules.closeSellDate)
  closeSellDate!: string;
}

export class DrawLiveDto implements DrawLiveRequest {
  @IdField(drawRules.id)
  gameEventId!: string;

  @TextField(liveRules.url, { optional: 'or-empty', description: "https link; '' removes it" })
  url!: string;

  @InstantField(liveRules.at, {
    optional: true,
    description: 'When the broadcast starts (Bangkok time without an offset)',
  })
  at?: string;
}

export class DrawStatusDto {
  @IdField(drawRules.id)
  gameEventId!: string;

  @EnumField(drawStatuses, { missing: ErrorCode.InvalidStatus, invalid: ErrorCode.InvalidStatus })
  status!: DrawStatus;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The winning numbers by prize kind (numbers given as numbers are read as their digits). Only
 * its shape is checked here (an object, else 1017): the counts and digits of each kind are the
 * publishing use case's, which names every wrong kind in `fields`.
 */
function ResultsField() {
  return applyDecorators(
    ApiProperty({
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description:
        'Winning numbers by kind: first 1, near1 2 (first ± 1), second 5, third 10, fourth 50, fifth 100 (six digits); first3 2, last3 2 (three); last2 1 (two)',
      example: { first: ['123456'], near1: ['123455', '123457'], last2: ['56'] },
    }),
    Transform(({ value }: { value: unknown }) => {
      if (!isRecord(value)) return value;
      const digits = (number: unknown) =>
        typeof number === 'number'
          ? String(number)
          : typeof number === 'string'
            ? number.trim()
            : number;
      return Object.fromEntries(
        prizeKinds.map((kind) => {
          const numbers = value[kind];
          return [kind, Array.isArray(numbers) ? numbers.map(digits) : numbers];
        }),
      );
    }),
    ValidateBy(
      { name: 'results', validator: { validate: isRecord } },
      {
        context: { code: ErrorCode.IncompatibleReward },
        message: String(ErrorCode.IncompatibleReward),
      },
    ),
  );
}

export class PublishResultsDto {
  @IdField(drawRules.id)
  gameEventId!: string;

  @ResultsField()
  results!: Record<string, unknown>;
}
