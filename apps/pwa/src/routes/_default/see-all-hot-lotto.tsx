import { createFileRoute } from '@tanstack/react-router';
import { HOT_PAGE_SIZE, hotQuery } from '../../features/draws/api';
import { HotLottoPage } from '../../features/draws/components/HotLottoPage';
import { settle } from '../../lib/loaded';
import { ensureFresh } from '../../lib/query-client';

export const Route = createFileRoute('/_default/see-all-hot-lotto')({
  // Filled before the page shows; a failure is the page's to show (with a retry), not thrown.
  loader: async () => {
    await settle(ensureFresh(hotQuery(1, HOT_PAGE_SIZE)));
  },
  component: HotLottoPage,
});
