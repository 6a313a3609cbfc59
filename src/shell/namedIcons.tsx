/**
 * Icons that schemas name (`rightIcon` of the nav bar, `icon` of a cell), each an
 * @ant-design/icons-svg definition in its own small chunk, drawn by SvgIcon. A page's icons are
 * preloaded with the page (the build lists them in its page module), so they are on its first
 * paint; an icon not preloaded appears a moment later in a box of its size. No page pays for icons
 * it does not show.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { createRegistry } from '@/core';
import { SvgIcon } from './SvgIcon';

type IconLoader = () => Promise<{ default: IconDefinition }>;

const LOADERS = {
  // Nav bar
  search: () => import('@ant-design/icons-svg/es/asn/SearchOutlined'),
  plus: () => import('@ant-design/icons-svg/es/asn/PlusOutlined'),
  ellipsis: () => import('@ant-design/icons-svg/es/asn/EllipsisOutlined'),
  setting: () => import('@ant-design/icons-svg/es/asn/SettingOutlined'),
  share: () => import('@ant-design/icons-svg/es/asn/ShareAltOutlined'),
  home: () => import('@ant-design/icons-svg/es/asn/HomeOutlined'),
  close: () => import('@ant-design/icons-svg/es/asn/CloseOutlined'),
  question: () => import('@ant-design/icons-svg/es/asn/QuestionCircleOutlined'),
  filter: () => import('@ant-design/icons-svg/es/asn/FilterOutlined'),
  edit: () => import('@ant-design/icons-svg/es/asn/EditOutlined'),
  delete: () => import('@ant-design/icons-svg/es/asn/DeleteOutlined'),
  info: () => import('@ant-design/icons-svg/es/asn/InfoCircleOutlined'),
  user: () => import('@ant-design/icons-svg/es/asn/UserOutlined'),
  menu: () => import('@ant-design/icons-svg/es/asn/MenuOutlined'),
  scan: () => import('@ant-design/icons-svg/es/asn/ScanOutlined'),
  qrcode: () => import('@ant-design/icons-svg/es/asn/QrcodeOutlined'),
  refresh: () => import('@ant-design/icons-svg/es/asn/ReloadOutlined'),
  star: () => import('@ant-design/icons-svg/es/asn/StarOutlined'),
  message: () => import('@ant-design/icons-svg/es/asn/MessageOutlined'),
  // Cells
  phone: () => import('@ant-design/icons-svg/es/asn/PhoneOutlined'),
  idcard: () => import('@ant-design/icons-svg/es/asn/IdcardOutlined'),
  car: () => import('@ant-design/icons-svg/es/asn/CarOutlined'),
  policy: () => import('@ant-design/icons-svg/es/asn/FileTextOutlined'),
  file: () => import('@ant-design/icons-svg/es/asn/FileTextOutlined'),
  calendar: () => import('@ant-design/icons-svg/es/asn/CalendarOutlined'),
  time: () => import('@ant-design/icons-svg/es/asn/ClockCircleOutlined'),
  location: () => import('@ant-design/icons-svg/es/asn/EnvironmentOutlined'),
  money: () => import('@ant-design/icons-svg/es/asn/MoneyCollectOutlined'),
  team: () => import('@ant-design/icons-svg/es/asn/TeamOutlined'),
  gift: () => import('@ant-design/icons-svg/es/asn/GiftOutlined'),
  shop: () => import('@ant-design/icons-svg/es/asn/ShopOutlined'),
  bank: () => import('@ant-design/icons-svg/es/asn/BankOutlined'),
  safety: () => import('@ant-design/icons-svg/es/asn/SafetyCertificateOutlined'),
  help: () => import('@ant-design/icons-svg/es/asn/QuestionCircleOutlined'),
  chart: () => import('@ant-design/icons-svg/es/asn/BarChartOutlined'),
} satisfies Record<string, IconLoader>;

/** A name a schema may use for an icon. */
export type IconName = keyof typeof LOADERS;

export const ICON_NAMES = Object.keys(LOADERS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(LOADERS, name);
}

// The same lazy registry as widgets: one load per name, the definition kept once loaded.
const registry = createRegistry<IconDefinition>(LOADERS, (name) => name);

/** Loads the named icons (unknown names are ignored); resolves when all are ready. Never rejects. */
export async function preloadIcons(names: Iterable<string>): Promise<void> {
  const known = [...new Set(names)].filter(isIconName);
  await Promise.all(known.map((n) => registry.load(n).catch(() => undefined)));
}

/** A named icon: drawn at once when preloaded, else in an empty box of its size until loaded. */
export function NamedIcon({ name, className }: { name: IconName; className?: string }): ReactNode {
  const [, setReady] = useState(0);
  const icon = registry.peek(name);
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
  if (icon) return <SvgIcon icon={icon} className={className} aria-hidden />;
  return <span className={`anticon${className ? ` ${className}` : ''}`} aria-hidden style={{ display: 'inline-block', width: '1em', height: '1em' }} />;
}
