import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentPage, paymentTabs } from '../../../features/payment/components/PaymentPage';

/** `?type=deposit` (the spec's link), `withdraw` or `history`; anything else opens deposit. */
const paymentSearch = v.object({
  type: v.optional(v.fallback(v.picklist(paymentTabs), 'deposit'), 'deposit'),
});

export const Route = createFileRoute('/_default/profile/payment')({
  validateSearch: paymentSearch,
  component: function PaymentRoute() {
    const { type } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PaymentPage
        tab={type}
        onTab={(tab) => void navigate({ search: { type: tab }, replace: true })}
      />
    );
  },
});
