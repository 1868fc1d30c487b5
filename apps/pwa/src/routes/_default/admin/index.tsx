import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AdminPage } from '../../../features/admin/components/AdminPage';
import { adminTabs } from '../../../features/admin/tab-names';
import { searchPage } from '../../../lib/search';

/** `?tab=` (members unless named), and that tab's `page`, `q` (search) and `status` (filter). */
const adminSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(adminTabs), 'members'), 'members'),
  page: searchPage,
  q: v.optional(v.string()),
  status: v.optional(v.string()),
});

export const Route = createFileRoute('/_default/admin/')({
  validateSearch: adminSearch,
  loaderDeps: ({ search }) => search,
  // Imported here so that no member's phone ever downloads the admin's API calls.
  loader: async ({ deps }) => (await import('../../../features/admin/tabs')).loadAdminTab(deps),
  component: function AdminRoute() {
    const navigate = Route.useNavigate();
    return (
      <AdminPage
        data={Route.useLoaderData()}
        search={Route.useSearch()}
        onSearch={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
