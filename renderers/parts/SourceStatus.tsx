/**
 * Loading, error and empty states of a data source, shared by the data widgets (CellGroup,
 * Descriptions, StatGrid, RankingList, ReportChart, Timeline) and by ErrorState, so a failed call
 * looks and retries the same way everywhere.
 */
import { useState, type ReactNode } from 'react';
import { StateButton, StateEmpty, StateSkeleton } from './lazyStates';
import { usePage } from '@/widget-kit';
import './sourceStates.css';

/** Error text with a 重试 button that stays busy while the retry runs. */
export function ErrorBlock({ message, retryText = '重试', onRetry }: { message: string; retryText?: string; onRetry?: () => Promise<void> }): ReactNode {
  const [busy, setBusy] = useState(false);
  const retry = async (): Promise<void> => {
    if (!onRetry || busy) return;
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="w-errorstate" role="alert">
      <p className="w-errorstate__text">{message}</p>
      {onRetry ? (
        <StateButton className="w-errorstate__retry" loading={busy} onClick={() => void retry()}>
          {retryText}
        </StateButton>
      ) : null}
    </div>
  );
}

/** A compact empty state inside a card. */
export function EmptyBlock({ text = '暂无数据' }: { text?: string }): ReactNode {
  return <StateEmpty className="w-source-empty" text={text} />;
}

export interface SourceStatusProps {
  /** Data source name of the page (`data.<name>`); without one only `empty` applies. */
  source?: string;
  /** The widget's own emptiness (e.g. no rows after filtering). */
  empty?: boolean;
  emptyText?: string;
  /** Skeleton lines while loading. */
  rows?: number;
  children: ReactNode;
}

/** Shows the source's first load, its error (with retry) or emptiness; otherwise the children. */
export function SourceStatus({ source, empty, emptyText, rows = 3, children }: SourceStatusProps): ReactNode {
  const page = usePage();
  const handle = source ? page.source(source) : undefined;
  // A wrong name is an authoring error: fail loudly in the node's boundary, with its schema path.
  if (source && !handle) throw new Error(`unknown data source '${source}' (declare it under "data" of the page)`);
  const status = handle?.status;
  if (status?.loading) {
    return (
      <div className="w-source-loading" aria-busy="true" aria-label="加载中">
        <StateSkeleton rows={rows} />
      </div>
    );
  }
  if (status?.error && handle) return <ErrorBlock message={status.error} onRetry={() => handle.refresh()} />;
  if (empty || status?.empty) return <EmptyBlock text={emptyText} />;
  return children;
}
