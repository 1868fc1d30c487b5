import { useAtomValue, type Atom } from 'jotai';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children (typically a `lazy` dialog) from the first time `openAtom` is true, and
 * keeps them after: the dialog's code is fetched on first open instead of with the page, and
 * its state survives closing it.
 */
export function OnceOpened({
  openAtom,
  children,
}: {
  openAtom: Atom<boolean>;
  children: ReactNode;
}) {
  const open = useAtomValue(openAtom);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
