/**
 * antd's configuration (src/shell/AppTheme.tsx: the Chinese locale, the brand theme, the popup
 * container) loads with the first thing that renders antd, not with the entry (issue 28): the
 * shell and the widgets of the home's first paint (renderers in CORE_WIDGETS: icons and our own
 * CSS only) need none of antd's runtime (CSS-in-JS, the theme algorithm, the config provider, the
 * motion wrapper, the locales), about 20 KB gzip of the entry.
 *
 * {@link AntdScope} wraps what renders antd: a page whose widgets need it (AppShell), a widget
 * that needs it outside such a page (src/react/widgets.ts), the dialogs, the style warm-up, the
 * error pages and the simulator panel. Scopes do not nest: inside one, another renders its
 * children as they are. Whether a scope wraps is fixed when it mounts, so nothing remounts when
 * the theme arrives; whoever renders a scope loads the theme first ({@link loadAntdTheme}), and a
 * scope that still finds it missing suspends until it is in.
 */
import { createContext, useContext, type ReactNode } from 'react';

type ThemeModule = typeof import('./AppTheme');

/** The element antd's popups, modals and drawers render into (AppLayout's column). */
export const PopupContainerContext = createContext<(() => HTMLElement) | undefined>(undefined);

/** True below an antd scope (AppTheme provides it). */
export const AntdScopeContext = createContext(false);

let loaded: ThemeModule | undefined;
let loading: Promise<ThemeModule> | undefined;
let failed: { error: unknown } | undefined;

/** Loads antd's configuration once; a failed load is tried again on the next call. */
export function loadAntdTheme(): Promise<ThemeModule> {
  loading ??= import('./AppTheme').then(
    (m) => {
      loaded = m;
      failed = undefined;
      return m;
    },
    (error: unknown) => {
      loading = undefined;
      failed = { error };
      throw error;
    },
  );
  return loading;
}

/**
 * The theme module for a render: returns it once loaded, else throws, as Suspense expects, the
 * pending load, or the error of a failed one (for the error boundary above; forgotten, so the
 * next render tries again).
 */
function readAntdTheme(): ThemeModule {
  if (loaded) return loaded;
  if (failed) {
    const { error } = failed;
    failed = undefined;
    throw error;
  }
  throw loadAntdTheme();
}

/** Props of {@link AntdScope}. */
export interface AntdScopeProps {
  children?: ReactNode;
}

/** Renders `children` with antd's configuration (see the module comment). */
export function AntdScope({ children }: AntdScopeProps): ReactNode {
  const inside = useContext(AntdScopeContext);
  if (inside) return children;
  const { AppTheme } = readAntdTheme();
  return <AppTheme>{children}</AppTheme>;
}
