import { useEffect, useState, type ReactNode } from 'react';
import { nextTask } from './tasks';

/**
 * Renders `children` in a task after its own first render when `defer` is set (at once otherwise):
 * keeps work that is not needed for the first paint (e.g. a long form's buttons, below its fields)
 * out of the task that renders the page.
 */
export function Deferred({ defer, children }: { defer: boolean; children: ReactNode }): ReactNode {
  const [shown, setShown] = useState(!defer);
  useEffect(() => (shown ? undefined : nextTask(() => setShown(true))), [shown]);
  return shown ? children : null;
}
