import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// antd/es path: the CommonJS locale module arrives as {default} under Vite and leaves antd in English.
import zhCN from 'antd/es/locale/zh_CN';
import { appThemeConfig } from './theme';

/** Props of {@link AppTheme}. */
export interface AppThemeProps {
  children?: ReactNode;
}

// The click wave runs an extra animation per tap; on a mid-range phone it is not worth the frames.
const WAVE = { disabled: true } as const;

/**
 * antd configuration for the app: Chinese locale, the brand theme (theme.ts) and no click wave.
 * Mount once above {@link AppLayout}.
 */
export function AppTheme({ children }: AppThemeProps): ReactNode {
  return (
    <ConfigProvider locale={zhCN} theme={appThemeConfig} wave={WAVE}>
      {children}
    </ConfigProvider>
  );
}
