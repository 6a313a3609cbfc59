import type { IconName } from './namedIcons';

/** An icon the nav bar can show, with its Chinese accessible name. */
export interface NavIcon {
  /** The icon's name in the named-icon registry (namedIcons.tsx), loaded with the page. */
  icon: IconName;
  label: string;
}

const ICONS = {
  search: { icon: 'search', label: '搜索' },
  plus: { icon: 'plus', label: '添加' },
  ellipsis: { icon: 'ellipsis', label: '更多' },
  setting: { icon: 'setting', label: '设置' },
  share: { icon: 'share', label: '分享' },
  home: { icon: 'home', label: '首页' },
  close: { icon: 'close', label: '关闭' },
  question: { icon: 'question', label: '帮助' },
  filter: { icon: 'filter', label: '筛选' },
  edit: { icon: 'edit', label: '编辑' },
  delete: { icon: 'delete', label: '删除' },
  info: { icon: 'info', label: '说明' },
  user: { icon: 'user', label: '我的' },
  menu: { icon: 'menu', label: '菜单' },
  scan: { icon: 'scan', label: '扫一扫' },
  qrcode: { icon: 'qrcode', label: '二维码' },
  refresh: { icon: 'refresh', label: '刷新' },
  star: { icon: 'star', label: '收藏' },
  message: { icon: 'message', label: '消息' },
} satisfies Record<string, NavIcon>;

/** Canonical nav-bar icon names, for schema documentation and checks. */
export type NavIconName = keyof typeof ICONS;

/** Every canonical icon name `rightIcon` accepts (besides 'loading'). */
export const NAV_ICON_NAMES = Object.keys(ICONS) as NavIconName[];

// Vant names, which the pages were first written with.
const ALIASES: Record<string, NavIconName> = {
  more: 'ellipsis',
  add: 'plus',
  cross: 'close',
  bars: 'menu',
  replay: 'refresh',
  chat: 'message',
  qr: 'qrcode',
  'wap-home': 'home',
  'question-circle': 'question',
  'info-circle': 'info',
};

function isNavIconName(name: string): name is NavIconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name);
}

/**
 * The icon for a `rightIcon` name: a canonical name, a Vant alias, or either with Vant's '-o'
 * (outline) suffix. Undefined for unknown names.
 */
export function resolveNavIcon(name: string): NavIcon | undefined {
  const bare = name.trim().toLowerCase().replace(/-o$/, '');
  const canonical = isNavIconName(bare) ? bare : ALIASES[bare];
  return canonical ? ICONS[canonical] : undefined;
}
