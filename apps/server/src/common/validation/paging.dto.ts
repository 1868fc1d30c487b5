import { rules } from '@lottery/contracts';
import { IntField } from './fields.js';

/** `page` (from 1) and `limit` (1 to 100) of a list; absent means page 1 of 20. */
export class PagingDto {
  @IntField(rules.page)
  page!: number;

  @IntField(rules.limit)
  limit!: number;
}
