import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { LoadError } from './LoadError';

/**
 * What a section shows while its query has no answer: "loading", or the failure with "try again"
 * (offline, that it shows once back online). Nothing once the answer is here, even when a later
 * refresh failed: the last answer stays readable.
 */
export function QueryStatus({ query, testId }: { query: UseQueryResult; testId?: string }) {
  if (query.data !== undefined) return null;
  if (query.isError)
    return (
      <div data-testid={testId && `${testId}-failed`}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  return (
    <p role="status" aria-busy="true" data-testid={testId && `${testId}-loading`}>
      <FormattedMessage id="app.loading" />
    </p>
  );
}
