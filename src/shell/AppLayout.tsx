import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { PopupContainerContext } from './antdScope';
import { installRootFontSize } from './rootFontSize';
import './tokens.css';
import './AppLayout.css';

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  /** The view area (a {@link ViewStack}) and the hosts ({@link LoadingHost}, {@link NotifyHost}). */
  children?: ReactNode;
  /**
   * Scale the root font with the window width while mounted ({@link installRootFontSize}).
   * Default true. Turn off when the entry point installs it before the first render.
   */
  scaleRootFont?: boolean;
}

/**
 * The app frame: one column, at most 480px wide, centred on wider screens, filling the window
 * height. Every `position: fixed` element inside it (nav bars, masks, notifications, antd modals
 * and drawers, which are rendered into the column: AppTheme reads it from PopupContainerContext)
 * is confined to the column.
 * Dialogs (./DialogHost) and notifications (./NotifyHost) render inside the column. antd's `App`
 * wrapper is left out on purpose: it would pull modal, message and notification into the first
 * bundle of every page.
 *
 * @example
 * <AppLayout><ViewStack current={view} direction={dir} /><LoadingHost /><NotifyHost /></AppLayout>
 */
export function AppLayout({ children, scaleRootFont = true }: AppLayoutProps): ReactNode {
  const column = useRef<HTMLDivElement>(null);
  const getPopupContainer = useCallback((): HTMLElement => column.current ?? document.body, []);

  // Layout effect: the root font must be right before the first paint.
  useLayoutEffect(() => (scaleRootFont ? installRootFontSize() : undefined), [scaleRootFont]);

  return (
    <PopupContainerContext.Provider value={getPopupContainer}>
      <div className="shell-layout">
        <div ref={column} className="shell-layout__column">
          {children}
        </div>
      </div>
    </PopupContainerContext.Provider>
  );
}
