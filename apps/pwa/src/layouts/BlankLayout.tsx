import { Outlet } from '@tanstack/react-router';

/** The page alone, for pages that are not part of the shop's navigation. */
export function BlankLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
