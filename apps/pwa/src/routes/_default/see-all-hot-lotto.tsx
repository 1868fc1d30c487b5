import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon';

export const Route = createFileRoute('/_default/see-all-hot-lotto')({ component: HotLottoPage });

function HotLottoPage() {
  return <ComingSoon titleId="page.hotLotto" />;
}
