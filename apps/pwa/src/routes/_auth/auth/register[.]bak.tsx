import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon';

export const Route = createFileRoute('/_auth/auth/register.bak')({ component: RegisterPage });

function RegisterPage() {
  return <ComingSoon titleId="page.register" />;
}
