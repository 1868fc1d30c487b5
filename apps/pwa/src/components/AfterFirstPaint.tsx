import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only after the page around it has been committed, in a transition: what
 * sits below the fold stays out of the first render (the longest task of the start, the one that
 * holds up a tap), and React renders it afterwards in slices that yield to input.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
