/**
 * The antd pieces of data widgets' secondary states (loading skeleton, empty, retry button), loaded
 * after the page's first paint: a page with data on screen never needs them, and together with
 * antd's shared style code they would add about 15 KB gzip to every list page's first paint.
 * Each stands in with a same-size box (or the plain text and button) until its chunk is in, and
 * where the browser reports idle time the chunks are fetched then, so the real one is usually there.
 * The core widgets that show them render no other antd, so these bring antd's configuration along
 * (AntdScope: the app's theme and locale; a no-op inside a page that has it already).
 */
import { Suspense, lazy, type CSSProperties, type ReactNode } from 'react';
import { AntdScope, loadAntdTheme } from '@/widget-kit';
import './sourceStates.css';

/** A lazy component's module, loaded with antd's configuration. */
function withTheme<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadAntdTheme()]).then(([m]) => m);
}

const Skeleton = lazy(withTheme(() => import('antd/es/skeleton')));
const Empty = lazy(withTheme(() =>
  import('antd/es/empty').then(({ default: AntEmpty }) => {
    function SimpleEmpty({ text, className }: { text: string; className?: string }): ReactNode {
      return <AntEmpty className={className} image={AntEmpty.PRESENTED_IMAGE_SIMPLE} description={text} />;
    }
    return { default: SimpleEmpty };
  }),
));
const Button = lazy(withTheme(() => import('antd/es/button')));

/** Downloads the state components when the phone is idle (once per app). */
let preloaded = false;
function preloadStates(): void {
  // Only where the browser says when it is idle (Chromium webviews); elsewhere (Safari, jsdom)
  // the chunks load when a state first shows, behind the stand-ins.
  if (preloaded || typeof requestIdleCallback !== 'function') return;
  preloaded = true;
  requestIdleCallback(
    () => {
      void import('antd/es/skeleton');
      void import('antd/es/empty');
      void import('antd/es/button');
    },
    { timeout: 2000 },
  );
}
preloadStates();

/** Heights of antd's Skeleton: a 16px title, then 16px lines 16px apart, 28px below the title. */
function skeletonHeight(title: boolean, rows: number): number {
  return (title ? 16 + 24 : 0) + rows * 16 + Math.max(0, rows - 1) * 16;
}

/** antd Skeleton (active), with a box of its height until loaded. */
export function StateSkeleton({ title, rows }: { title?: string | false; rows: number }): ReactNode {
  const box: CSSProperties = { height: skeletonHeight(Boolean(title), rows) };
  return (
    <Suspense fallback={<div style={box} aria-hidden />}>
      <AntdScope>
        <Skeleton active title={title ? { width: title } : false} paragraph={{ rows, width: rows === 2 ? ['90%', '40%'] : undefined }} />
      </AntdScope>
    </Suspense>
  );
}

/** antd's simple Empty with a description; the description alone until loaded. */
export function StateEmpty({ text, className }: { text: string; className?: string }): ReactNode {
  return (
    <Suspense fallback={<div className={`w-state-empty${className ? ` ${className}` : ''}`}>{text}</div>}>
      <AntdScope>
        <Empty text={text} className={className} />
      </AntdScope>
    </Suspense>
  );
}

/** antd Button for retry actions; a plain button with the same label and action until loaded. */
export function StateButton({ children, onClick, loading, className }: { children: ReactNode; onClick(): void; loading?: boolean; className?: string }): ReactNode {
  return (
    <Suspense
      fallback={
        <button type="button" className={`w-state-button${className ? ` ${className}` : ''}`} onClick={onClick} disabled={loading}>
          {children}
        </button>
      }
    >
      <AntdScope>
        <Button className={className} loading={loading} onClick={onClick}>
          {children}
        </Button>
      </AntdScope>
    </Suspense>
  );
}
