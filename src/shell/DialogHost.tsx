import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useDialogRequest } from './dialogs';
import { AntdScope, loadAntdTheme } from './antdScope';

// With antd's configuration (./antdScope.tsx), loaded alongside.
const Dialogs = lazy(() => Promise.all([import('./Dialogs'), loadAntdTheme()]).then(([m]) => m));

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
      <AntdScope>
        <Dialogs />
      </AntdScope>
    </Suspense>
  );
}
