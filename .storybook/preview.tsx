import type { Preview } from '@storybook/react-vite';
import { Suspense, lazy, useLayoutEffect, type ReactNode } from 'react';
import { installRootFontSize } from '../src/shell/rootFontSize';
import '../src/shell/tokens.css';
// The body's type (size, font, colour) as the app sets it.
import '../src/shell/AppLayout.css';
import type { PageStoryProps, PreviewGlobals } from './PageStory';
import type { FragmentStoryProps } from './FragmentStory';
import '../src/app/app.css';

/**
 * Widget stories render inside the app theme on a phone-width canvas, with the app's rem scale
 * (1rem = 1/7.5 of the width, as AppLayout installs it for pages) and the body's type from
 * AppLayout.css: widgets size in rem, and at the browser's 16px root their text was a third of its
 * size.
 */
function PhoneFrame({ children }: { children: ReactNode }): ReactNode {
  useLayoutEffect(() => installRootFontSize(), []);
  return (
    <div className="story-phone-frame" style={{ maxWidth: 480, margin: '0 auto', minHeight: '100vh', background: '#f5f6f7' }}>
      {children}
    </div>
  );
}

/**
 * The app theme (antd's ConfigProvider), loaded with the first story that needs it. Imported here
 * statically, all of antd had to load and run before Storybook's preview could even ask for its
 * story index; a page story does not need it (the app brings its own theme), and a widget story
 * loads antd anyway.
 */
const LazyAppTheme = lazy(() => import('../src/shell/AppTheme').then((m) => ({ default: m.AppTheme })));

function Themed({ children }: { children: ReactNode }): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyAppTheme>{children}</LazyAppTheme>
    </Suspense>
  );
}

const preview: Preview = {
  globalTypes: {
    persona: {
      description: '登录身份',
      toolbar: {
        title: '身份',
        icon: 'user',
        items: [
          { value: 'manager', title: '客户经理（已注册名片）' },
          { value: 'newcomer', title: '新员工（无经理记录）' },
          { value: 'phone-mismatch', title: '营销手机号不一致' },
          { value: 'claims-advisor', title: '理赔顾问' },
          { value: 'reviewer', title: '建群审核人' },
          { value: 'external', title: '外部群用户' },
          { value: 'anonymous', title: '未登录' },
        ],
        dynamicTitle: true,
      },
    },
    permission: {
      description: '权限校验开关',
      toolbar: {
        title: '权限',
        icon: 'lock',
        items: [
          { value: 'pass', title: '校验关闭' },
          { value: 'card', title: '开启名片校验' },
          { value: 'phone', title: '开启手机号一致校验' },
        ],
        dynamicTitle: true,
      },
    },
    company: {
      description: '省公司',
      toolbar: {
        title: '公司',
        icon: 'globe',
        items: [
          { value: '11000000', title: '北京 11000000' },
          { value: '51000000', title: '四川 51000000（新客户接口）' },
        ],
        dynamicTitle: true,
      },
    },
    fault: {
      description: '模拟服务端故障（作用于页面的数据源）',
      toolbar: {
        title: '故障',
        icon: 'alert',
        items: [
          { value: 'none', title: '无故障' },
          { value: 'slow', title: '超时' },
          { value: 'http500', title: 'HTTP 500 无内容' },
          { value: 'malformed', title: '格式错误' },
          { value: 'oldFail', title: '旧接口失败' },
          { value: 'status16', title: '登录过期（16）' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { persona: 'manager', permission: 'pass', company: '11000000', fault: 'none' },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile2' },
    options: {
      // Product staff come for the pages: the route catalogue, then every page, before the
      // developers' shell and widget stories.
      storySort: { order: ['Pages', ['页面目录', '*'], 'Shell', 'Widgets', '*'] },
    },
  },
  decorators: [
    (Story, context) => {
      if (context.tags.includes('page')) {
        const args = context.args as unknown as PageStoryProps;
        return <Story args={{ ...args, globals: context.globals as PreviewGlobals }} />;
      }
      if (context.tags.includes('fragment')) {
        // A fragment by itself: the toolbar's persona and company, on the widgets' phone canvas.
        const args = context.args as unknown as FragmentStoryProps;
        return (
          <PhoneFrame>
            <Themed>
              <Story args={{ ...args, globals: context.globals as PreviewGlobals }} />
            </Themed>
          </PhoneFrame>
        );
      }
      if (context.tags.includes('wide')) {
        return (
          <Themed>
            <Story />
          </Themed>
        );
      }
      return (
        <PhoneFrame>
          <Themed>
            <Story />
          </Themed>
        </PhoneFrame>
      );
    },
  ],
};

export default preview;
