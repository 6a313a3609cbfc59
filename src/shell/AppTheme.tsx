import { useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
// antd's pickers take month and weekday names from dayjs's global locale, not from ConfigProvider:
// without it a date picker in a Chinese page shows "Nov" and "Su Mo Tu".
import 'dayjs/locale/zh-cn';
// antd/es path: the CommonJS locale module arrives as {default} under Vite and leaves antd in English.
import zhCN from 'antd/es/locale/zh_CN';
import { appThemeConfig } from './theme';
import { AntdScopeContext, PopupContainerContext } from './antdScope';

/** Props of {@link AppTheme}. */
export interface AppThemeProps {
  children?: ReactNode;
}

dayjs.locale('zh-cn');

// The click wave runs an extra animation per tap; on a mid-range phone it is not worth the frames.
const WAVE = { disabled: true } as const;

/**
 * antd configuration for the app: Chinese locale (antd's and dayjs's), the brand theme (theme.ts),
 * no click wave, and popups in AppLayout's column (PopupContainerContext, when inside it).
 * Loaded lazily: the app renders it through AntdScope (./antdScope.tsx) where antd renders; tests
 * and stories may wrap a tree in it directly.
 */
export function AppTheme({ children }: AppThemeProps): ReactNode {
  const getPopupContainer = useContext(PopupContainerContext);
  return (
    <ConfigProvider locale={zhCN} theme={appThemeConfig} wave={WAVE} getPopupContainer={getPopupContainer}>
      <AntdScopeContext.Provider value>{children}</AntdScopeContext.Provider>
    </ConfigProvider>
  );
}
