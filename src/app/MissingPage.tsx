import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import type { CompiledRoute } from '@/core';
import { useRuntime } from '@/react';
import { NavBar } from '@/shell';
import { pageSchemaFile } from './pageFile';

/** Where "返回首页" goes: the role's home (the guard redirects /index to it). */
const HOME_PATH = '/index';

/**
 * A route whose page schema is not authored yet. Users see a plain "coming soon" page with a way
 * back; the file to create is for developers only, so it goes to the console in development (and
 * to Storybook's route catalogue), never onto the page.
 */
export function MissingPage({ route }: { route: CompiledRoute }): ReactNode {
  const { back, navigate } = useRuntime();
  // Once per visit: StrictMode runs a development mount's effects twice.
  const told = useRef(false);
  useEffect(() => {
    if (!import.meta.env.DEV || told.current) return;
    told.current = true;
    console.info(`[app] ${route.path}: page ${pageSchemaFile(route.page ?? route.name)} is not written yet`);
  }, [route.path, route.page, route.name]);
  return (
    <>
      <NavBar title={route.title} leftArrow fixed placeholder border onBack={() => back(1)} />
      <Result
        status="info"
        title="该功能即将上线"
        subTitle="敬请期待，如需办理请联系管理员"
        extra={[
          <Button key="home" type="primary" onClick={() => navigate(HOME_PATH, {}, true)}>
            返回首页
          </Button>,
          <Button key="back" onClick={() => back(1)}>
            返回上一页
          </Button>,
        ]}
      />
    </>
  );
}
