import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon';

export const Route = createFileRoute('/_auth/auth/recovery-password.bak')({
  component: RecoveryPasswordPage,
});

function RecoveryPasswordPage() {
  return <ComingSoon titleId="page.recoveryPassword" />;
}
