/** Storybook's own UI: the 页面说明 panel for page stories, shown first when a page is open. */
import { addons } from 'storybook/manager-api';
import { PAGE_INFO_PANEL, pageInfoPanel } from './PageInfoPanel';

addons.register('app/page-info', () => addons.add(PAGE_INFO_PANEL, pageInfoPanel));

addons.setConfig({
  selectedPanel: PAGE_INFO_PANEL,
  // The developers' stories start folded: fewer rows for the sidebar to render, and the pages on top.
  sidebar: { collapsedRoots: ['shell', 'widgets'] },
  layoutCustomisations: {
    // A wide story (the route catalogue) is a page of its own, with nothing for an addon panel.
    showPanel: (state, shown) => (state.index?.[state.storyId]?.tags?.includes('wide') ? false : shown),
  },
});
