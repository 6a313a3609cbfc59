import {
  DeleteOutlined,
  EditOutlined,
  EllipsisOutlined,
  FilterOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  MenuOutlined,
  MessageOutlined,
  PlusOutlined,
  QrcodeOutlined,
  QuestionCircleOutlined,
  ReloadOutlined,
  ScanOutlined,
  SearchOutlined,
  SettingOutlined,
  ShareAltOutlined,
  StarOutlined,
  UserOutlined,
  CloseOutlined,
} from '@ant-design/icons';

/** An icon the nav bar can show, with its Chinese accessible name. */
export interface NavIcon {
  /** An @ant-design/icons component (they all share one props type). */
  Icon: typeof SearchOutlined;
  label: string;
}

const ICONS = {
  search: { Icon: SearchOutlined, label: '搜索' },
  plus: { Icon: PlusOutlined, label: '添加' },
  ellipsis: { Icon: EllipsisOutlined, label: '更多' },
  setting: { Icon: SettingOutlined, label: '设置' },
  share: { Icon: ShareAltOutlined, label: '分享' },
  home: { Icon: HomeOutlined, label: '首页' },
  close: { Icon: CloseOutlined, label: '关闭' },
  question: { Icon: QuestionCircleOutlined, label: '帮助' },
  filter: { Icon: FilterOutlined, label: '筛选' },
  edit: { Icon: EditOutlined, label: '编辑' },
  delete: { Icon: DeleteOutlined, label: '删除' },
  info: { Icon: InfoCircleOutlined, label: '说明' },
  user: { Icon: UserOutlined, label: '我的' },
  menu: { Icon: MenuOutlined, label: '菜单' },
  scan: { Icon: ScanOutlined, label: '扫一扫' },
  qrcode: { Icon: QrcodeOutlined, label: '二维码' },
  refresh: { Icon: ReloadOutlined, label: '刷新' },
  star: { Icon: StarOutlined, label: '收藏' },
  message: { Icon: MessageOutlined, label: '消息' },
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
