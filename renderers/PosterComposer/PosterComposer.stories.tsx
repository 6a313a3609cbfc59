import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness, inlinePage } from '@renderers/testing/Harness';
import page from './PosterComposer.page.json?page';

const meta = {
  title: 'Widgets/PosterComposer',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

// picsum.photos answers with CORS headers, so the canvas stays exportable.
const POSTER = 'https://picsum.photos/seed/dragonboat/750/1334';
const QR = 'https://card.example.com/u/U1001?from=poster';

/** QR code and business card; 生成海报 uploads and sends the image to the chat. */
export const Full: Story = { args: { page, query: { url: POSTER, qr: QR, mode: 'both' }, answers: { uploadMedia: 'MEDIA-123' } } };
export const QrOnly: Story = { args: { page, query: { url: POSTER, qr: QR, mode: 'qr' }, answers: { uploadMedia: 'MEDIA-123' } } };
export const CardTopLeft: Story = {
  args: {
    page: inlinePage('PosterComposer', { image: POSTER, card: { name: '李明', title: '客户经理', phone: '13800138000', company: '人保财险北京市东城支公司' }, position: 'top-left' }),
    answers: { uploadMedia: 'MEDIA-123' },
  },
};
const CARD = { name: '李明', title: '客户经理', phone: '13800138000', company: '人保财险北京市东城支公司' };
/** A template that declares its QR box and the room it leaves for the card (750-wide pixels). */
export const TemplateAreas: Story = {
  args: {
    page: inlinePage('PosterComposer', { image: POSTER, qrText: QR, card: CARD, qrArea: { x: 520, y: 1062, size: 166 }, cardArea: { x: 72, y: 1068, width: 420, height: 204 } }),
    answers: { uploadMedia: 'MEDIA-123' },
  },
};
/** A share page: the composed poster only, no upload button. */
export const ShareOnly: Story = {
  args: { page: inlinePage('PosterComposer', { image: POSTER, qrText: QR, card: CARD, qrArea: { x: 520, y: 1062, size: 166 }, upload: false }) },
};
/** A QR link of another scheme than http(s) is left out, with a warning. */
export const UnsafeLink: Story = {
  args: { page: inlinePage('PosterComposer', { image: POSTER, qrText: 'javascript:alert(1)', card: CARD }), answers: { uploadMedia: 'MEDIA-123' } },
};
/** The poster cannot be loaded: Chinese message and 重新加载. */
export const LoadError: Story = { name: 'Error', args: { page, query: { url: 'https://invalid.example.invalid/poster.png', mode: 'card' } } };
/** Uploading takes 3 s, then fails with the server's message. */
export const UploadError: Story = {
  args: { page, delayMs: 3000, query: { url: POSTER, qr: QR, mode: 'qr' }, answers: { uploadMedia: () => new FakeRequestError('素材上传失败，请稍后重试', 'uploadMedia') } },
};
export const LongText: Story = {
  args: {
    page: inlinePage('PosterComposer', {
      image: POSTER,
      qrText: `${QR}&${'x'.repeat(300)}`,
      card: { name: '欧阳娜娜娜娜娜娜娜娜', title: '高级客户经理（车险续保专项）兼理赔服务专员', phone: '13800138000', company: '中国人民财产保险股份有限公司北京市东城区支公司' },
    }),
    answers: { uploadMedia: 'MEDIA-123' },
  },
};
