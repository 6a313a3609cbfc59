import type { ReactNode } from 'react';
import { AppLayout } from './AppLayout';
import { AppTheme } from './AppTheme';
import { LoadingHost } from './LoadingMask';
import { NotifyHost } from './NotifyHost';

/**
 * Storybook only: the app frame (theme, 480px column, rem scaling, hosts) around a story, with a
 * scrollable page area unless the story brings its own view area.
 */
export function ShellStoryFrame({ children, scroll = true }: { children: ReactNode; scroll?: boolean }): ReactNode {
  return (
    <AppLayout>
      <AppTheme>
        {scroll ? <div style={{ height: '100%', overflowY: 'auto', position: 'relative' }}>{children}</div> : children}
        <LoadingHost />
        <NotifyHost />
      </AppTheme>
    </AppLayout>
  );
}
