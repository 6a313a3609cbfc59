/**
 * The widget registry: every renderers/<Type>/<Type>.tsx, loaded lazily by exact type. Lower-case
 * folders of renderers/ are not widgets (parts/: pieces widgets share; testing/: test and story kits).
 */
import type { ComponentType } from 'react';
import { createRegistry, type Loader } from '@/core';
import type { WidgetProps } from './widgetProps';

type WidgetComponent = ComponentType<WidgetProps>;

const loaders = import.meta.glob<{ default: WidgetComponent }>(['/renderers/[A-Z]*/*.tsx', '!/renderers/*/*.stories.tsx', '!/renderers/*/*.test.tsx']);

export const widgetRegistry = createRegistry<WidgetComponent>(loaders as Record<string, Loader<WidgetComponent>>, (key) => {
  const m = /^\/renderers\/([^/]+)\/([^/]+)\.tsx$/.exec(key);
  return m && m[1] === m[2] ? m[1] : null;
});
