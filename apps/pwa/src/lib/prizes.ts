import type { PrizeKind } from '@lottery/contracts';
import type { IntlShape } from 'react-intl';

const kindIds = {
  first: 'prize.first',
  near1: 'prize.near1',
  second: 'prize.second',
  third: 'prize.third',
  fourth: 'prize.fourth',
  fifth: 'prize.fifth',
  first3: 'prize.first3',
  last3: 'prize.last3',
  last2: 'prize.last2',
} as const;

/** A prize kind's name in the reader's language ("1st prize", "last 2 digits"...). */
export const prizeLabel = (intl: IntlShape, kind: PrizeKind) =>
  intl.formatMessage({ id: kindIds[kind] });
