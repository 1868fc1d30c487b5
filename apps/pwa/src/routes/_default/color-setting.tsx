import { createFileRoute, redirect } from '@tanstack/react-router';
import { ColorSettingPage } from '../../features/color-setting/components/ColorSettingPage';
import { profileAtom } from '../../lib/atoms/profile';
import { adminPagesRedirect } from '../../lib/guards';

/** /color-setting: the shop's theme is an admin's choice, so the page is for admins only. */
export const Route = createFileRoute('/_default/color-setting')({
  beforeLoad: ({ context }) => {
    const target = adminPagesRedirect(context.store.get(profileAtom)?.role);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: ColorSettingPage,
});
