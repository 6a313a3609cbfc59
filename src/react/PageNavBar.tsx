// Temporary until the shell NavBar lands: renders nothing.
import type { ReactNode } from 'react';
import type { NavBarOptions } from '@/core/types';
export function PageNavBar(_: { options?: NavBarOptions; title?: string; path: string }): ReactNode {
  return null;
}
