import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Video.page.json?page';

// The sandbox's training clip and cover (Storybook runs the sandbox behind Mock Service Worker).
const CLIP = '/__sandbox/files/training/TR001.mp4';
const COVER = '/__sandbox/assets/training-TR001.svg';

const meta = {
  title: 'Widgets/Video',
  component: PageHarness,
  args: { page, query: { video: CLIP, cover: COVER, other: CLIP }, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A course video with its cover and caption, and a second one in a 4:3 box. */
export const Full: Story = {};

/** The second video's URL is on a host the URL policy refuses: not loaded, 视频地址不安全，无法播放. */
export const Refused: Story = { args: { query: { video: CLIP, cover: COVER, other: 'https://evil.example.net/clip.mp4' } } };

/** No URL for the second video: 暂无视频. */
export const Empty: Story = { args: { query: { video: CLIP, cover: COVER } } };
