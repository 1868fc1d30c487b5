import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon';

export const Route = createFileRoute('/_default/profile/')({ component: ProfilePage });

function ProfilePage() {
  return <ComingSoon titleId="page.profile" />;
}
