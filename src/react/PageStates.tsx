/**
 * The runtime's own page states (skeleton while blocking sources load, a thin bar while other
 * sources load for the first time, error with retry). Plain
 * elements and CSS, so the first bundle of a page carries no extra antd components.
 */
import type { ReactNode } from 'react';
import './PageStates.css';

export function PageSkeleton(): ReactNode {
  return (
    <div className="rt-skeleton" aria-busy="true" aria-label="加载中">
      {[4, 3].map((rows, i) => (
        <div key={i} className="rt-skeleton__card">
          <div className="rt-skeleton__title" />
          {Array.from({ length: rows }, (_, j) => (
            <div key={j} className="rt-skeleton__line" style={{ width: `${92 - j * 14}%` }} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function PageLoadError({ message, onRetry }: { message: string; onRetry(): void }): ReactNode {
  return (
    <div className="rt-load-error" role="alert">
      <div className="rt-load-error__icon" aria-hidden="true">!</div>
      <div className="rt-load-error__title">加载失败</div>
      <div className="rt-load-error__message">{message}</div>
      <button type="button" className="rt-load-error__retry" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

/**
 * A thin indeterminate bar under the nav bar while a non-blocking source loads for the first time:
 * a page whose content all waits on data is otherwise blank (CSS delays it, so a fast answer shows
 * no flash).
 */
export function PageLoadingBar(): ReactNode {
  return <div className="rt-loading-bar" role="progressbar" aria-label="页面数据加载中" />;
}
