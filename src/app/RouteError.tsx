import type { ReactNode } from 'react';
import { Button, Result } from 'antd';

/** Unexpected failures while routing (a page chunk that failed to load, a bug in a loader). */
export function RouteError({ error }: { error: unknown }): ReactNode {
  const detail = error instanceof Error ? error.message : String(error);
  if (import.meta.env.DEV) console.error(error);
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle={import.meta.env.DEV ? detail : '网络不稳定或服务暂时不可用，请稍后重试'}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}
