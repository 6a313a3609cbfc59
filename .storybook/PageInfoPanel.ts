/**
 * The 页面说明 panel of a page story: what the page is for and where it is opened, in place of the
 * Controls panel (a page story's args are its compiled module, nothing to edit). Built with
 * createElement: the manager is compiled with the classic JSX transform, the project with the
 * automatic one.
 */
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { AddonPanel } from 'storybook/internal/components';
import { types, useParameter } from 'storybook/manager-api';
import { ACCESS_LABELS, rolesLabel, type PageStoryInfo } from './pageStoryInfo';

const label = { color: '#8c8c8c', width: 72, flex: 'none' } as const;
const row = { display: 'flex', gap: 12, padding: '6px 0', borderBottom: '1px solid #f0f0f0' } as const;

function Row({ name, children }: { name: string; children: ReactNode }): ReactElement {
  return h('div', { style: row }, h('span', { style: label }, name), h('span', null, children));
}

function PageInfo(): ReactElement {
  const info = useParameter<PageStoryInfo | undefined>('page', undefined);
  // Only page stories show this panel; before a story is prepared its parameters are not known yet.
  if (!info) return h('p', { style: { padding: 16, color: '#8c8c8c' } }, '正在读取页面说明…');
  const route = info.route;
  return h(
    'div',
    { style: { padding: 16, fontSize: 13, lineHeight: 1.6, maxWidth: 760 } },
    h('p', { style: { margin: '0 0 12px', fontSize: 14 } }, info.description ?? '（页面未写说明）'),
    route ? h(Row, { name: '路径', children: h('code', null, route.path) }) : null,
    route ? h(Row, { name: '标题', children: route.title }) : null,
    route ? h(Row, { name: '角色', children: rolesLabel(route.roles) }) : null,
    route ? h(Row, { name: '访问', children: ACCESS_LABELS[route.access] ?? route.access }) : null,
    route ? null : h(Row, { name: '路径', children: '没有路由打开这个页面' }),
    h(Row, { name: '页面文件', children: h('code', null, info.file) }),
    h('p', { style: { color: '#8c8c8c', marginTop: 12 } }, '用上方工具栏的 身份、权限、公司、故障 切换，查看不同角色和状态下的页面。'),
  );
}

export const PAGE_INFO_PANEL = 'app/page-info/panel';

/** The panel as registered with the manager: shown for page stories (parameters.page), and only them. */
export const pageInfoPanel = {
  type: types.PANEL,
  title: '页面说明',
  disabled: (parameters: Record<string, unknown> | undefined): boolean => !parameters?.page,
  render: ({ active }: { active?: boolean }): ReactElement => h(AddonPanel, { active: Boolean(active), children: h(PageInfo) }),
};
