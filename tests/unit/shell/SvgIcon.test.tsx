/**
 * SvgIcon draws an @ant-design/icons-svg definition as @ant-design/icons' components do, so the
 * shell and the core widgets look the same without that package's runtime (issue 28).
 */
import { createElement, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import * as AntIcons from '@ant-design/icons';
import * as Svgs from '@ant-design/icons-svg';
import { SvgIcon } from '@/shell';

afterEach(cleanup);

const html = (el: ReturnType<typeof createElement>): string => {
  const { container, unmount } = render(el);
  const out = container.innerHTML;
  unmount();
  return out;
};

// The shell's and the core widgets' icons, and some with other SVG attributes.
const NAMES = ['RightOutlined', 'DownOutlined', 'LeftOutlined', 'CopyOutlined', 'ExclamationCircleOutlined', 'CheckCircleOutlined', 'CloseCircleOutlined', 'LoadingOutlined', 'TeamOutlined', 'WechatFilled', 'CheckCircleTwoTone'];

describe('SvgIcon', () => {
  it.each(NAMES)('draws %s as @ant-design/icons does', (name) => {
    const def = (Svgs as unknown as Record<string, IconDefinition>)[name];
    const Ant = (AntIcons as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name];
    expect(def).toBeDefined();
    for (const props of [{}, { className: 'x y', 'aria-hidden': true }, { spin: true, 'aria-label': '加载中', role: 'img' }]) {
      expect(html(createElement(SvgIcon, { icon: def, ...props }))).toBe(html(createElement(Ant, props)));
    }
  });
});
