/**
 * src/react's surface: the page renderer, the runtime context, data sources, the widget registry
 * and the dialogs, for the app and Storybook (`@/react`; eslint.config.js). Widgets use the widget
 * API (src/widget-kit) instead; tests and stories use the test kit, `@/react/testing`.
 */
export { PageRenderer } from './PageRenderer';
export type { PageRendererProps } from './PageRenderer';
export { SchemaNode, SchemaNodes, ScopedNodes } from './SchemaNode';
export { RuntimeProvider, useRuntime } from './runtime';
export type { RuntimeServices } from './runtime';
export { usePage, usePageActions, PageContext, PageActionsContext, ExtraScopeContext, type PageActions } from './pageContext';
export type { PageApi } from './pageContext';
export type { WidgetProps } from './widgetProps';
export { widgetRegistry } from './widgets';
export { CORE_WIDGETS, pageNeedsAntd, widgetNeedsAntd } from './coreWidgets';
export { useDataSources, cacheHolds } from './useDataSources';
export { createPersistedCache } from './persistedCache';
export type { SourceHandle, SourceStatus } from './useDataSources';
export { NodeError } from './NodeError';
export { NavBarDefaultsContext } from './PageNavBar';
export { PageLoadingBar, PageSkeleton } from './PageStates';
