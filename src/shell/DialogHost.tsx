import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useDialogRequest } from './dialogs';

const Dialogs = lazy(() => import('./Dialogs'));

/**
 * Mount once. Renders nothing — and loads no dialog code — until an action first asks for a
 * confirm or an action sheet; from then on the dialog component stays loaded.
 */
export function DialogHost(): ReactNode {
  const req = useDialogRequest();
  const [needed, setNeeded] = useState(false);
  if (req && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs />
    </Suspense>
  );
}
