import { jobRules, type RetryJobRequest } from '@lottery/contracts';
import { TextField } from '../validation/fields.js';

/** `POST /api/company/jobs/retry`: which failed job to run again. */
export class RetryJobDto implements RetryJobRequest {
  @TextField(jobRules.queue, { description: 'The queue the job is in' })
  queue!: string;

  @TextField(jobRules.id, { description: 'The job id (from the failed list)' })
  id!: string;
}
