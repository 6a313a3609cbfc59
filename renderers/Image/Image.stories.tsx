import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Image.page.json?page';

const POSTER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="#c8161d"/><text x="300" y="380" font-size="56" text-anchor="middle" fill="#fff">年终回馈</text><text x="300" y="460" font-size="32" text-anchor="middle" fill="#fde3e4">车险续保享好礼</text></svg>',
  );

const THUMB =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#fde3e4"/><text x="160" y="100" font-size="28" text-anchor="middle" fill="#c8161d">驾乘意外险</text></svg>');

const meta = {
  title: 'Widgets/Image',
  component: PageHarness,
  args: { page, query: { poster: POSTER, thumb: THUMB }, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A poster with a long caption (tap to preview), a contained thumbnail with an action, an empty image. */
export const Full: Story = {};

/** The poster's link is broken: 图片加载失败. */
export const Error: Story = { args: { query: { poster: '/does-not-exist.png', thumb: THUMB } } };
