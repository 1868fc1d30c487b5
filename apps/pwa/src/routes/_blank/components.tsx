import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon';

export const Route = createFileRoute('/_blank/components')({ component: ComponentsPage });

function ComponentsPage() {
  return <ComingSoon titleId="page.components" />;
}
