import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon';

export const Route = createFileRoute('/_ex/ex/')({ component: ExPage });

function ExPage() {
  return <ComingSoon titleId="page.ex" />;
}
