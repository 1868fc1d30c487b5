import type { ErrorCode } from './errors.js';

/** Every API answer has this shape; `code` 0 is success, with the data in `result.period`. */
export interface SuccessEnvelope<T> {
  code: 0;
  msg: string;
  result: { period: T };
}

export interface ErrorEnvelope {
  code: ErrorCode;
  msg: string;
  result: {
    period: null;
    /** Present on every error so a person can quote it to support. */
    requestId: string;
    /** Field-level problems of a rejected request body, when there are any. */
    fields?: Record<string, string>;
  };
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
