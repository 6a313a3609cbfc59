import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import type { CompiledRoute } from '@/core/types';
import { NavBar } from '@/shell';

/**
 * A route whose page schema is not authored yet. Says so plainly instead of showing an empty page;
 * developers see which file to create.
 */
export function MissingPage({ route }: { route: CompiledRoute }): ReactNode {
  return (
    <>
      <NavBar title={route.title} leftArrow fixed placeholder border onBack={() => window.history.back()} />
      <Result
        status="info"
        title="该功能即将上线"
        subTitle={import.meta.env.DEV ? `页面 schemas/pages/${route.page ?? ''}.json 尚未编写` : '敬请期待，如需办理请联系管理员'}
        extra={
          <Button type="primary" onClick={() => window.history.back()}>
            返回
          </Button>
        }
      />
    </>
  );
}
