import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon';

export const Route = createFileRoute('/_default/draw-results')({ component: DrawResultsPage });

function DrawResultsPage() {
  return <ComingSoon titleId="page.drawResults" />;
}
