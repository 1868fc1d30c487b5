import { createFileRoute } from '@tanstack/react-router';
import { BlankLayout } from '../layouts/BlankLayout';

export const Route = createFileRoute('/_blank')({ component: BlankLayout });
