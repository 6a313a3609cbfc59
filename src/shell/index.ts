/**
 * The app shell (spec/product.md 2.1): the 480px layout and rem scaling, the antd theme, the
 * view stack (keep-alive + slide), the nav bar, the loading mask, notifications, the progress
 * bar, the document title and scrolling.
 */

export { AppLayout, type AppLayoutProps } from './AppLayout';
// AppTheme itself loads lazily (./antdScope.tsx); tests and stories import it from '@/shell/AppTheme'.
export { AntdScope, loadAntdTheme, type AntdScopeProps } from './antdScope';
export type { AppThemeProps } from './AppTheme';
export { appThemeConfig, BRAND_COLOR, FONT_FAMILY, INFO_COLOR } from './theme';
export { installRootFontSize, rootFontSizeFor, type RootFontOptions } from './rootFontSize';

export { NavBar, type NavBarProps } from './NavBar';
export { NAV_ICON_NAMES, resolveNavIcon, type NavIcon, type NavIconName } from './navIcons';
export { ICON_NAMES, NamedIcon, isIconName, preloadIcons, type IconName } from './namedIcons';
export { SvgIcon, type SvgIconProps } from './SvgIcon';

export { ViewStack, type ViewStackEntry, type ViewStackProps } from './ViewStack';
export { slideDirection, type SlideDirection, type SlideMove } from './slideDirection';
export { scrollToTop } from './activeView';

export { LoadingMask, LoadingHost, type LoadingMaskProps } from './LoadingMask';
export { showLoading, hideLoading, DEFAULT_LOADING_TEXT, type LoadingOptions } from './loading';
export { NotifyHost, NotifyBar, ToastBox, type NotifyBarProps, type ToastBoxProps } from './NotifyHost';
export { notify, closeNotify, DEFAULT_NOTIFY_DURATION, type NotifyOptions, type NotifyType } from './notify';
export { toast, closeToast, DEFAULT_TOAST_DURATION, type ToastOptions, type ToastType } from './toast';
export { DialogHost } from './DialogHost';
export { confirmDialog, actionSheet, closeDialog, type DialogRequest } from './dialogs';

export { startProgress, doneProgress, PROGRESS_DELAY_MS } from './progress';
export { StyleWarmup, startStyleWarmup } from './styleWarmup';
export { setDocumentTitle } from './documentTitle';
