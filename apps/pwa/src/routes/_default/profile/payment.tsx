import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { historyQuery as historyQueryOf, type HistoryQuery } from '../../../features/wallet/api';
import { PaymentPage } from '../../../features/wallet/components/PaymentPage';
import { lastDays, paymentTabs } from '../../../features/wallet/wallet';
import { ensureFresh } from '../../../lib/query-client';
import { searchPage } from '../../../lib/search';

const day = v.optional(v.pipe(v.string(), v.isoDate()));

/**
 * `?type=deposit` (the spec's link), `withdraw` or `history`; anything else opens deposit. The
 * history's view is in the query too (`kind`, `StartDate`, `endDate`, `page`): the last 30 days of
 * deposits unless chosen.
 */
const paymentSearch = v.object({
  type: v.optional(v.fallback(v.picklist(paymentTabs), 'deposit'), 'deposit'),
  kind: v.optional(v.fallback(v.picklist(['deposits', 'withdrawals']), 'deposits')),
  StartDate: v.fallback(day, undefined),
  endDate: v.fallback(day, undefined),
  page: searchPage,
});

type PaymentSearch = v.InferOutput<typeof paymentSearch>;

function historyQuery(search: PaymentSearch): HistoryQuery {
  const defaults = lastDays(new Date());
  return {
    kind: search.kind ?? 'deposits',
    range: {
      StartDate: search.StartDate ?? defaults.StartDate,
      endDate: search.endDate ?? defaults.endDate,
    },
    page: search.page,
  };
}

export const Route = createFileRoute('/_default/profile/payment')({
  validateSearch: paymentSearch,
  loaderDeps: ({ search }) => search,
  // Only the history tab loads anything here. A failure is the tab's to show (with "try again").
  loader: async ({ deps }) => {
    if (deps.type === 'history')
      await ensureFresh(historyQueryOf(historyQuery(deps))).catch(() => undefined);
  },
  component: function PaymentRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PaymentPage
        tab={search.type}
        onTab={(type) => void navigate({ search: { type }, replace: true })}
        query={historyQuery(search)}
        onQuery={({ kind, range, page }) =>
          void navigate({ search: { type: 'history', kind, ...range, page }, replace: true })
        }
      />
    );
  },
});
