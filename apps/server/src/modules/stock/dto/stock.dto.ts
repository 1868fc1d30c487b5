// Request bodies of the public stock calls: each field one line, built from the shared rules.
import { drawRules } from '@lottery/contracts';
import { TextField } from '../../../common/validation/fields.js';
import { PagingDto } from '../../../common/validation/paging.dto.js';

/**
 * `/searchProduct`: all six digits, or first 3 / last 3 / last 2, and/or a shelf tag; an empty
 * field counts as not filled in (the service needs one filled in, else 5002).
 */
export class SearchProductDto extends PagingDto {
  @TextField(drawRules.first3, { optional: 'or-empty' })
  first3?: string;

  @TextField(drawRules.last3, { optional: 'or-empty' })
  last3?: string;

  @TextField(drawRules.last2, { optional: 'or-empty' })
  last2?: string;

  @TextField(drawRules.ticketNumber, { optional: 'or-empty' })
  number?: string;

  @TextField(drawRules.shelfTag, {
    optional: true,
    description: 'A shelf: its products only (alone, the whole shelf)',
  })
  tag?: string;
}
