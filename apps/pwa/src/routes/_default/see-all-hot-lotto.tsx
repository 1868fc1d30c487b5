import { createFileRoute } from '@tanstack/react-router';
import { fetchHotProducts, HOT_PAGE_SIZE } from '../../features/draws/api';
import { HotLottoPage } from '../../features/draws/components/HotLottoPage';
import { settle } from '../../lib/loaded';

export const Route = createFileRoute('/_default/see-all-hot-lotto')({
  loader: () => settle(fetchHotProducts(1, HOT_PAGE_SIZE)),
  component: function HotLottoRoute() {
    return <HotLottoPage first={Route.useLoaderData()} />;
  },
});
