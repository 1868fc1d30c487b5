import { createFileRoute } from '@tanstack/react-router';
import { DrawResultsPage } from '../../features/draws/components/DrawResultsPage';

export const Route = createFileRoute('/_default/draw-results')({ component: DrawResultsPage });
