/**
 * What a broken node or page shows: in development the schema path and the error, in production a
 * neutral Chinese message.
 */
import type { ReactNode } from 'react';

const DEV = import.meta.env.DEV;

export function NodeError({ path, error, page = false }: { path: string; error: Error; page?: boolean }): ReactNode {
  if (!DEV) {
    return (
      <div role="alert" className="rt-error rt-error--prod">
        {page ? '页面暂时无法显示，请稍后重试' : '此处内容暂时无法显示'}
      </div>
    );
  }
  return (
    <div role="alert" className="rt-error rt-error--dev">
      <strong>{path}</strong>
      <pre>{error.message}</pre>
    </div>
  );
}
