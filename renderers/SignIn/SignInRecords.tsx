/** Today's sign-in records of SignIn, from a page data source. */
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { type SourceHandle, getIn, formatDateTime } from '@/widget-kit';
import { rowsOf } from '@renderers/List/ListRow';

export interface SignInRecordsProps {
  handle: SourceHandle;
  listPath?: string;
  timeKey: string;
  placeKey: string;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export function SignInRecords({ handle, listPath, timeKey, placeKey }: SignInRecordsProps): ReactNode {
  const rows = rowsOf(handle.data, listPath);
  let body: ReactNode;
  if (handle.status.loading && !rows.length) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (handle.status.error && !rows.length)
    body = (
      <div className="w-sign-in__records-empty" role="alert">
        {handle.status.error}
        <Button type="link" onClick={() => void handle.refresh()}>
          重试
        </Button>
      </div>
    );
  else if (!rows.length) body = <div className="w-sign-in__records-empty">今日暂无签到记录</div>;
  else
    body = (
      <ol className="w-sign-in__records">
        {rows.map((r, i) => {
          const t = getIn(r, timeKey);
          return (
            <li key={i}>
              <span className="w-sign-in__record-time">{formatDateTime(typeof t === 'string' || typeof t === 'number' ? t : null, 'HH:mm:ss') || text(t)}</span>
              <span className="w-sign-in__record-place">{text(getIn(r, placeKey))}</span>
            </li>
          );
        })}
      </ol>
    );
  return (
    <section className="w-sign-in__card w-sign-in__card--records" aria-label="今日签到记录">
      <h3 className="w-sign-in__records-title">今日签到记录</h3>
      {body}
    </section>
  );
}
