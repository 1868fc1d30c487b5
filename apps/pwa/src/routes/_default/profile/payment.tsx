import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import * as v from 'valibot';
import { ComingSoon } from '../../../components/ComingSoon';

/** `?type=deposit` (the spec's link) or `withdraw`; anything else falls back to deposit. */
const paymentSearch = v.object({
  type: v.optional(v.fallback(v.picklist(['deposit', 'withdraw']), 'deposit'), 'deposit'),
});

export const Route = createFileRoute('/_default/profile/payment')({
  validateSearch: paymentSearch,
  component: PaymentPage,
});

function PaymentPage() {
  const { type } = Route.useSearch();
  return (
    <ComingSoon titleId="page.payment">
      <p>
        <strong>
          <FormattedMessage id={type === 'withdraw' ? 'payment.withdraw' : 'payment.deposit'} />
        </strong>
      </p>
    </ComingSoon>
  );
}
