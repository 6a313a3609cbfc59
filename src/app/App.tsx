import { StrictMode, Suspense, lazy, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AntdScope, AppLayout, DialogHost, LoadingHost, NotifyHost, StyleWarmup } from '@/shell';
import { RuntimeProvider, NavBarDefaultsContext } from '@/react';
import { isSimulating } from '@/wecom';
import { appServices } from './services';
import { appDefaults } from './schemaData';
import { dataCache } from './dataCache';
import { AppRoutes, type AppRouter } from './router';

// The WeCom simulator panel is a development tool: loaded only when simulating, never inside WeCom.
const WecomSimulatorPanel = lazy(() =>
  import('@/wecom/simulator/panel/WecomSimulatorPanel').then((m) => ({ default: m.WecomSimulatorPanel })),
);

const SWR_DEFAULTS = { revalidateOnFocus: false, shouldRetryOnError: false, provider: () => dataCache } as const;

export function App({ router }: { router: AppRouter }): ReactNode {
  return (
    <StrictMode>
      <AppLayout scaleRootFont>
        <SWRConfig value={SWR_DEFAULTS}>
          <RuntimeProvider value={appServices}>
            <NavBarDefaultsContext.Provider value={appDefaults.navBar ?? {}}>
              <AppRoutes router={router} />
            </NavBarDefaultsContext.Provider>
          </RuntimeProvider>
        </SWRConfig>
        <LoadingHost />
        <NotifyHost />
        <DialogHost />
        <StyleWarmup />
        {isSimulating() && (
          <Suspense fallback={null}>
            <AntdScope>
              <WecomSimulatorPanel />
            </AntdScope>
          </Suspense>
        )}
      </AppLayout>
    </StrictMode>
  );
}
