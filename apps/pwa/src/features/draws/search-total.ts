import { searchTotalCap } from '@lottery/contracts';

/**
 * The values of `search.total`: a number for `{total, number}` (a text such as "1000+" reads
 * "NaN") and whether it is the server's cap, which the message shows as "1,000+".
 */
export function totalValues(total: number): { total: number; capped: 'yes' | 'no' } {
  return total >= searchTotalCap
    ? { total: searchTotalCap, capped: 'yes' }
    : { total, capped: 'no' };
}
