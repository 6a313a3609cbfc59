/**
 * The widget registry: every renderers/<Type>/<Type>.tsx, loaded lazily by exact type. Lower-case
 * folders of renderers/ are not widgets (parts/: pieces widgets share; testing/: test and story kits).
 * A widget that renders antd (all but CORE_WIDGETS) loads with antd's configuration and renders in
 * an antd scope (src/shell/antdScope.tsx; a no-op inside a page or widget that has one already).
 */
import { createElement, type ComponentType } from 'react';
import { createRegistry, type Loader } from '@/core';
import { AntdScope, loadAntdTheme } from '@/shell';
import { widgetNeedsAntd } from './coreWidgets';
import type { WidgetProps } from './widgetProps';

type WidgetComponent = ComponentType<WidgetProps>;

const loaders = import.meta.glob<{ default: WidgetComponent }>(['/renderers/[A-Z]*/*.tsx', '!/renderers/*/*.stories.tsx', '!/renderers/*/*.test.tsx']);

const typeOf = (key: string): string | null => {
  const m = /^\/renderers\/([^/]+)\/([^/]+)\.tsx$/.exec(key);
  return m && m[1] === m[2] ? m[1] : null;
};

/** `Widget` rendered in an antd scope. */
function scoped(Widget: WidgetComponent): WidgetComponent {
  const Scoped = (props: WidgetProps): ReturnType<typeof AntdScope> => createElement(AntdScope, null, createElement(Widget, props));
  Scoped.displayName = `AntdScoped(${Widget.displayName ?? Widget.name})`;
  return Scoped;
}

function withAntd(load: Loader<WidgetComponent>): Loader<WidgetComponent> {
  return () => Promise.all([load(), loadAntdTheme()]).then(([m]) => ({ default: scoped(m.default) }));
}

const registryLoaders = Object.fromEntries(
  Object.entries(loaders as Record<string, Loader<WidgetComponent>>).map(([key, load]) => {
    const type = typeOf(key);
    return [key, type && widgetNeedsAntd(type) ? withAntd(load) : load];
  }),
);

export const widgetRegistry = createRegistry<WidgetComponent>(registryLoaders, typeOf);
