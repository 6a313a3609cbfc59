import { StrictMode, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppLayout, AppTheme, LoadingHost, NotifyHost } from '@/shell';
import { RuntimeProvider } from '@/react/runtime';
import { NavBarDefaultsContext } from '@/react/PageNavBar';
import { DialogHost } from '@/react/ui';
import { WecomSimulatorPanel } from '@/wecom';
import { appServices } from './services';
import { appDefaults } from './schemaData';
import type { AppRouter } from './router';

const SWR_DEFAULTS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function App({ router }: { router: AppRouter }): ReactNode {
  return (
    <StrictMode>
      <AppTheme>
        <AppLayout scaleRootFont>
          <SWRConfig value={SWR_DEFAULTS}>
            <RuntimeProvider value={appServices}>
              <NavBarDefaultsContext.Provider value={appDefaults.navBar ?? {}}>
                <RouterProvider router={router} />
              </NavBarDefaultsContext.Provider>
            </RuntimeProvider>
          </SWRConfig>
          <LoadingHost />
          <NotifyHost />
          <DialogHost />
          <WecomSimulatorPanel />
        </AppLayout>
      </AppTheme>
    </StrictMode>
  );
}
