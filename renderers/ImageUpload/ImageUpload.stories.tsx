import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness, inlinePage } from '@renderers/testing/Harness';
import page from './ImageUpload.page.json?page';

const meta = {
  title: 'Widgets/ImageUpload',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const ok = (p: Record<string, unknown>): unknown => ({ url: (p.file as File).name });

/** Empty: pick photos (at most 2, 1MB each) and watch page state update. */
export const Empty: Story = { args: { page, query: { custId: 'C1001' }, answers: { uploadAttachment: ok } } };
/** Uploads take 3 s: the 上传中 mask. */
export const Loading: Story = { args: { page, delayMs: 3000, answers: { uploadAttachment: ok } } };
/** Every upload fails: 上传失败, tap to retry. */
export const UploadError: Story = {
  name: 'Error',
  args: { page, answers: { uploadAttachment: () => new FakeRequestError('文件服务器繁忙', 'uploadAttachment') } },
};
/** Nine photos with a custom label and tip. */
export const Full: Story = {
  args: {
    page: inlinePage('ImageUpload', { maxCount: 9, label: '上传现场照片', tip: '请拍摄车辆四周及受损部位，照片需清晰可见车牌号，最多 9 张，单张不超过 10MB' }),
    answers: { uploadAttachment: ok },
  },
};
