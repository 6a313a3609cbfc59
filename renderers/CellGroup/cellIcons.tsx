/** Icons a cell can show by name; an http(s) or / path shows that image instead. */
import type { ReactNode } from 'react';
import {
  BankOutlined, CalendarOutlined, CarOutlined, EnvironmentOutlined, FileTextOutlined, GiftOutlined, IdcardOutlined,
  MessageOutlined, MoneyCollectOutlined, PhoneOutlined, SafetyCertificateOutlined, SettingOutlined, ShopOutlined,
  StarOutlined, TeamOutlined, UserOutlined, QrcodeOutlined, ClockCircleOutlined, QuestionCircleOutlined,
} from '@ant-design/icons';

const ICONS = {
  user: UserOutlined,
  phone: PhoneOutlined,
  idcard: IdcardOutlined,
  car: CarOutlined,
  policy: FileTextOutlined,
  file: FileTextOutlined,
  calendar: CalendarOutlined,
  time: ClockCircleOutlined,
  location: EnvironmentOutlined,
  money: MoneyCollectOutlined,
  team: TeamOutlined,
  gift: GiftOutlined,
  message: MessageOutlined,
  setting: SettingOutlined,
  star: StarOutlined,
  shop: ShopOutlined,
  bank: BankOutlined,
  safety: SafetyCertificateOutlined,
  qrcode: QrcodeOutlined,
  help: QuestionCircleOutlined,
};

export const CELL_ICON_NAMES = Object.keys(ICONS);

export function cellIcon(name: string | undefined): ReactNode {
  if (!name) return null;
  if (/^(https?:)?\//.test(name) || name.startsWith('data:')) return <img className="w-cellgroup__icon-img" src={name} alt="" />;
  const Icon = (ICONS as Record<string, typeof UserOutlined | undefined>)[name];
  return Icon ? <Icon /> : null;
}
