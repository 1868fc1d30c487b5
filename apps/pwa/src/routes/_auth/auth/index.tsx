import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon';

export const Route = createFileRoute('/_auth/auth/')({ component: AuthPage });

function AuthPage() {
  return <ComingSoon titleId="page.auth" />;
}
