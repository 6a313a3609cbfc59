/**
 * Icons that schemas name (`rightIcon` of the nav bar, `icon` of a cell), each an @ant-design/icons
 * component in its own small chunk. A page's icons are preloaded with the page (the build lists
 * them in its page module), so they are on its first paint; an icon not preloaded appears a moment
 * later in a box of its size. No page pays for icons it does not show.
 */
import { createElement, useEffect, useState, type ReactNode } from 'react';
import type SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { createRegistry } from '@/core';

/** Every icon module has the same component type. */
type IconComponent = typeof SearchOutlined;
type IconLoader = () => Promise<{ default: IconComponent }>;

const LOADERS = {
  // Nav bar
  search: () => import('@ant-design/icons/es/icons/SearchOutlined'),
  plus: () => import('@ant-design/icons/es/icons/PlusOutlined'),
  ellipsis: () => import('@ant-design/icons/es/icons/EllipsisOutlined'),
  setting: () => import('@ant-design/icons/es/icons/SettingOutlined'),
  share: () => import('@ant-design/icons/es/icons/ShareAltOutlined'),
  home: () => import('@ant-design/icons/es/icons/HomeOutlined'),
  close: () => import('@ant-design/icons/es/icons/CloseOutlined'),
  question: () => import('@ant-design/icons/es/icons/QuestionCircleOutlined'),
  filter: () => import('@ant-design/icons/es/icons/FilterOutlined'),
  edit: () => import('@ant-design/icons/es/icons/EditOutlined'),
  delete: () => import('@ant-design/icons/es/icons/DeleteOutlined'),
  info: () => import('@ant-design/icons/es/icons/InfoCircleOutlined'),
  user: () => import('@ant-design/icons/es/icons/UserOutlined'),
  menu: () => import('@ant-design/icons/es/icons/MenuOutlined'),
  scan: () => import('@ant-design/icons/es/icons/ScanOutlined'),
  qrcode: () => import('@ant-design/icons/es/icons/QrcodeOutlined'),
  refresh: () => import('@ant-design/icons/es/icons/ReloadOutlined'),
  star: () => import('@ant-design/icons/es/icons/StarOutlined'),
  message: () => import('@ant-design/icons/es/icons/MessageOutlined'),
  // Cells
  phone: () => import('@ant-design/icons/es/icons/PhoneOutlined'),
  idcard: () => import('@ant-design/icons/es/icons/IdcardOutlined'),
  car: () => import('@ant-design/icons/es/icons/CarOutlined'),
  policy: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  file: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  calendar: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  time: () => import('@ant-design/icons/es/icons/ClockCircleOutlined'),
  location: () => import('@ant-design/icons/es/icons/EnvironmentOutlined'),
  money: () => import('@ant-design/icons/es/icons/MoneyCollectOutlined'),
  team: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  gift: () => import('@ant-design/icons/es/icons/GiftOutlined'),
  shop: () => import('@ant-design/icons/es/icons/ShopOutlined'),
  bank: () => import('@ant-design/icons/es/icons/BankOutlined'),
  safety: () => import('@ant-design/icons/es/icons/SafetyCertificateOutlined'),
  help: () => import('@ant-design/icons/es/icons/QuestionCircleOutlined'),
  chart: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
} satisfies Record<string, IconLoader>;

/** A name a schema may use for an icon. */
export type IconName = keyof typeof LOADERS;

export const ICON_NAMES = Object.keys(LOADERS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(LOADERS, name);
}

// The same lazy registry as widgets: one load per name, the component kept once loaded.
const registry = createRegistry<IconComponent>(LOADERS, (name) => name);

/** Loads the named icons (unknown names are ignored); resolves when all are ready. Never rejects. */
export async function preloadIcons(names: Iterable<string>): Promise<void> {
  const known = [...new Set(names)].filter(isIconName);
  await Promise.all(known.map((n) => registry.load(n).catch(() => undefined)));
}

/** A named icon: drawn at once when preloaded, else in an empty box of its size until loaded. */
export function NamedIcon({ name, className }: { name: IconName; className?: string }): ReactNode {
  const [, setReady] = useState(0);
  const Icon = registry.peek(name);
  useEffect(() => {
    if (registry.peek(name)) return undefined;
    let live = true;
    registry.load(name).then(
      () => live && setReady((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [name]);
  // The component comes from the module cache: the same one for a name on every render.
  if (Icon) return createElement(Icon, { className, 'aria-hidden': true });
  return <span className={`anticon${className ? ` ${className}` : ''}`} aria-hidden style={{ display: 'inline-block', width: '1em', height: '1em' }} />;
}
