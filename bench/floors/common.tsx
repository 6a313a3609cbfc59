/**
 * What every floor page shares with the app: the antd theme and locale (src/shell/AppTheme) and a
 * root to render into. Imported by path, not through src/shell's index, so a floor carries only
 * what it uses.
 */
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { AppTheme } from '@/shell/AppTheme';

export function mount(node: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('floor page has no #root');
  createRoot(root).render(<AppTheme>{node}</AppTheme>);
}
