import type { PrizeState } from '@lottery/contracts';
import { FormattedMessage } from 'react-intl';

/**
 * A prize's state in words: credited, awaiting payout (above the auto-credit limit, nothing
 * paid yet), or partly paid with what is paid and what still waits. Amounts already formatted.
 */
export function PrizeStatus({
  status,
  paid,
  remaining,
  className,
}: {
  status: PrizeState;
  paid: string;
  remaining: string;
  className?: string | undefined;
}) {
  if (status === 'credited')
    return (
      <span className={className} data-testid="prize-credited">
        <FormattedMessage id="prizes.credited" />
      </span>
    );
  if (status === 'waiting')
    return (
      <span className={className} data-testid="awaiting-payout">
        <FormattedMessage id="tickets.awaitingPayout" />
      </span>
    );
  return (
    <span className={className} data-testid="partly-paid">
      <FormattedMessage id="prizes.partlyPaid" values={{ paid, remaining }} />
    </span>
  );
}
