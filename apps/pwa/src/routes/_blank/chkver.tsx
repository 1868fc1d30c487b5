import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon';

export const Route = createFileRoute('/_blank/chkver')({ component: ChkverPage });

function ChkverPage() {
  return <ComingSoon titleId="page.chkver" />;
}
