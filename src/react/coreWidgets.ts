/**
 * The widgets nearly every page shows, the home's first paint among them: bundled in one chunk
 * (vite.config.ts `widgets-core`) and free of antd's runtime. They render icons and our own CSS
 * only, so they need no antd scope (src/shell/antdScope.tsx): a page of these alone, the home,
 * paints without antd's configuration in its first download (issue 28). A unit test
 * (tests/unit/build/antdFreeEntry.test.ts) fails when one of them, or the entry, imports antd.
 */
export const CORE_WIDGETS: readonly string[] = ['Section', 'Stack', 'Text', 'StatGrid', 'CellGroup', 'List', 'ErrorState'];

const CORE = new Set(CORE_WIDGETS);

/** Whether a widget renders antd (every widget but the core ones is taken to). */
export function widgetNeedsAntd(type: string): boolean {
  return !CORE.has(type);
}

/** Whether any of a page's widget types renders antd. */
export function pageNeedsAntd(widgetTypes: readonly string[]): boolean {
  return widgetTypes.some(widgetNeedsAntd);
}
