import { ErrorCode } from './errors.js';
import { intRule, textRule } from './rules.js';

/** Core Web Vitals measured on members' phones (the `web-vitals` package) and sent to the API. */
export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/** A beacon's body is refused above this many bytes (7003). */
export const VITALS_MAX_BYTES = 2048;
/** Measurements in one beacon (one page view sends at most one of each). */
export const VITALS_MAX_SAMPLES = 8;

/**
 * Values are whole numbers: milliseconds for LCP, INP and TTFB; CLS in thousandths (0.1 is 100),
 * so every vital fits one integer column.
 */
export const vitalRules = {
  page: textRule({
    missing: ErrorCode.VitalsInvalid,
    invalid: ErrorCode.VitalsInvalid,
    max: 100,
    checks: [/^\/[\w./-]*$/],
    example: '/draw-results',
  }),
  value: intRule({ invalid: ErrorCode.VitalsInvalid, min: 0, max: 600_000, example: 1400 }),
};

/** The value as stored and sent: CLS scaled to thousandths, the others rounded milliseconds. */
export const vitalValue = (name: VitalName, value: number): number =>
  Math.round(name === 'CLS' ? value * 1000 : value);

export interface VitalSampleInput {
  name: VitalName;
  value: number;
}

/** `POST /api/vitals`: the measurements of one page view, by the page's path (no query). */
export interface VitalsRequest {
  page: string;
  samples: VitalSampleInput[];
}

/** One row of the admin's speed table: the 75th percentile of one vital on one page and day. */
export interface VitalSummaryRow {
  day: string;
  page: string;
  name: VitalName;
  p75: number;
  samples: number;
}
