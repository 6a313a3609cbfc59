/** Icons a cell can show by name (src/shell/namedIcons.tsx); an http(s), / or data: URL shows that image instead. */
import type { ReactNode } from 'react';
import { NamedIcon, isIconName } from '@/widget-kit';

export const CELL_ICON_NAMES = [
  'user', 'phone', 'idcard', 'car', 'policy', 'file', 'calendar', 'time', 'location', 'money', 'team', 'gift', 'message',
  'setting', 'star', 'shop', 'bank', 'safety', 'qrcode', 'help', 'chart',
] as const;

export function cellIcon(name: string | undefined): ReactNode {
  if (!name) return null;
  if (/^(https?:)?\//.test(name) || name.startsWith('data:')) return <img className="w-cellgroup__icon-img" src={name} alt="" />;
  return isIconName(name) ? <NamedIcon name={name} /> : null;
}
