import { ErrorCode } from './errors.js';
import { textRule } from './rules.js';

/** A background job that failed: waiting for its next try (`retry`), or given up (`failed`). */
export interface FailedJobItem {
  queue: string;
  id: string;
  state: 'retry' | 'failed';
  /** Tries made after the first, and how many the queue allows. */
  retryCount: number;
  retryLimit: number;
  error: string | null;
  createdOn: string;
  /** When it failed for good, or when its next try is due. */
  at: string;
}

/** `POST /api/company/jobs/retry`: runs a failed job again now. */
export interface RetryJobRequest {
  queue: string;
  id: string;
}

export const jobRules = {
  queue: textRule({
    missing: ErrorCode.JobNotFound,
    invalid: ErrorCode.JobNotFound,
    max: 100,
    checks: [/^[a-z0-9-]+$/],
    example: 'relay-sms',
  }),
  id: textRule({
    missing: ErrorCode.JobNotFound,
    invalid: ErrorCode.JobNotFound,
    max: 36,
    checks: [/^[0-9a-f-]{36}$/],
    example: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  }),
};

export const jobPaths = {
  failed: '/api/company/jobs/failed',
  retry: '/api/company/jobs/retry',
} as const;
