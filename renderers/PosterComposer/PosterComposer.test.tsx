import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError, type FakeAnswer } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './PosterComposer.page.json?page';
import { installCanvas, type CanvasRecord } from './testing/canvasStub';
import { composePoster } from './compose';
import { inlinePage } from '@renderers/testing/Harness';
import { intersects, type Rect } from './layout';

afterEach(cleanup);
guardConsole();
let canvas: { record: CanvasRecord; restore(): void };
beforeEach(() => {
  canvas = installCanvas();
});
afterEach(() => canvas.restore());

const POSTER = 'https://cdn.example.com/poster/dragon-boat.png';

async function renderComposer(query: Record<string, string>, answers: Record<string, FakeAnswer> = { uploadMedia: 'MEDIA-123' }): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers });
  await renderPage(page, { runtime, query: { url: POSTER, ...query } });
  return runtime;
}
const button = (): HTMLElement => document.querySelector('.w-poster-composer__bar button') as HTMLElement;

describe('PosterComposer', () => {
  it('draws the poster and the QR code, and shows the result for long-press saving', async () => {
    await renderComposer({ qr: 'https://card.example.com/u/U1001', mode: 'qr' });
    expect(screen.getByLabelText('海报生成中')).toBeInTheDocument();
    expect(await screen.findByAltText('海报预览')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(canvas.record.drawImage).toHaveLength(1);
    expect(canvas.record.drawImage[0].slice(1)).toEqual([0, 0, 800, 1200]);
    // Dark modules of a version-3+ QR code: well over a hundred squares.
    expect(canvas.record.fillRect).toBeGreaterThan(100);
    expect(canvas.record.fillText).toEqual(['长按识别二维码']);
    expect(screen.getByText('长按图片可保存到手机')).toBeInTheDocument();
  });

  it('draws the business card (name, title, phone) in card mode', async () => {
    await renderComposer({ mode: 'card' });
    await screen.findByAltText('海报预览');
    expect(canvas.record.fillText).toEqual(['李明', '客户经理', '电话 13800138000']);
    expect(canvas.record.fillRect).toBe(0);
  });

  it('生成海报 uploads the PNG as multipart { file, type } and runs onUploaded with the media id', async () => {
    const runtime = await renderComposer({ qr: 'https://card.example.com/u/U1001', mode: 'both' });
    await screen.findByAltText('海报预览');
    expect(canvas.record.fillText).toContain('李明');
    await userEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent('海报已生成，长按图片可保存或发送给客户');
    const [call] = runtime.callsOf('request');
    expect(call[0]).toBe('uploadMedia');
    const params = call[1] as { file: File; type: string };
    expect(params.type).toBe('image');
    expect(params.file).toBeInstanceOf(Blob);
    expect(params.file.name).toBe('poster.png');
    expect(params.file.type).toBe('image/png');
    expect(runtime.callsOf('sendToChat')).toEqual([[{ msgtype: 'image', image: { mediaid: 'MEDIA-123' } }]]);
  });

  it('an upload failure shows the Chinese error and keeps the button usable', async () => {
    const runtime = await renderComposer({ mode: 'card' }, { uploadMedia: () => new FakeRequestError('素材上传失败', 'uploadMedia') });
    await screen.findByAltText('海报预览');
    await userEvent.click(button());
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['素材上传失败', 'error']]));
    expect(button()).toBeEnabled();
  });

  it('a poster that fails to load shows a Chinese message and 重新加载', async () => {
    await renderComposer({ url: 'https://cdn.example.com/broken.png', mode: 'card' });
    expect(await screen.findByRole('alert')).toHaveTextContent('海报图片加载失败，请检查网络后重试');
    expect(button()).toBeDisabled();
    await userEvent.click(screen.getByText('重新加载').closest('button') as HTMLElement);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('a poster served without CORS (tainted canvas) says why', async () => {
    await renderComposer({ url: 'https://other.example.com/tainted.png', mode: 'card' });
    expect(await screen.findByRole('alert')).toHaveTextContent('海报图片不允许跨域使用');
  });

  it('caps the export width for big posters, keeping the aspect ratio', () => {
    const el = document.createElement('canvas');
    const img = Object.assign(document.createElement('img'), {});
    Object.defineProperty(img, 'naturalWidth', { value: 2160 });
    Object.defineProperty(img, 'naturalHeight', { value: 3840 });
    composePoster(el, img, { qrText: 'x', card: null, position: 'top-right', qrSize: 0.2, qrCaption: '扫码' }, 1080);
    expect([el.width, el.height]).toEqual([1080, 1920]);
    expect(canvas.record.fillText).toEqual(['扫码']);
  });

  describe('on a poster template that declares its QR box and card area', () => {
    // The stub's poster is 800 px wide: the template's 750-wide areas scale by 800 / 750.
    const k = 800 / 750;
    const QR_AREA = { x: 520, y: 1062, size: 166 };
    const CARD_AREA = { x: 72, y: 1068, width: 420, height: 204 };
    const qrBox: Rect = { x: QR_AREA.x * k, y: QR_AREA.y * k, w: QR_AREA.size * k, h: QR_AREA.size * k };
    const cardBox: Rect = { x: CARD_AREA.x * k, y: CARD_AREA.y * k, w: CARD_AREA.width * k, h: CARD_AREA.height * k };
    const CARD = { name: '李明', title: '客户经理', phone: '13800138000', company: '北京市朝阳支公司' };
    const LINK = 'https://wecom.example.cn/poster/poster-preview?posterId=PT5011&userCode=11016688';
    const inside = (r: Rect, box: Rect): boolean => r.x >= box.x - 0.01 && r.y >= box.y - 0.01 && r.x + r.w <= box.x + box.w + 0.01 && r.y + r.h <= box.y + box.h + 0.01;
    /** Where a drawn text sits (the stub measures 20 px a character; lines are at most 40 px high). */
    const textRect = (t: { text: string; x: number; y: number }): Rect => ({ x: t.x, y: t.y, w: Array.from(t.text).length * 20, h: 40 });
    const compose = (props: Record<string, unknown>): Promise<unknown> =>
      renderPage(inlinePage('PosterComposer', { image: POSTER, qrText: LINK, card: CARD, mode: 'both', ...props }), { runtime: createFakeRuntime({ answers: { uploadMedia: 'MEDIA-1' } }) });

    it('fills the poster\'s own QR box with the QR code and puts the card in the room left for it, no panel over the poster', async () => {
      await compose({ qrArea: QR_AREA, cardArea: CARD_AREA });
      await screen.findByAltText('海报预览');
      const [white, ...modules] = canvas.record.rects;
      expect(white).toEqual([qrBox.x, qrBox.y, qrBox.w, qrBox.h]);
      expect(modules.length).toBeGreaterThan(100);
      for (const [x, y, w, h] of modules) expect(inside({ x, y, w: w - 0.5, h: h - 0.5 }, qrBox)).toBe(true);
      expect(canvas.record.fillText).toEqual(['李明', '客户经理', '电话 13800138000', '北京市朝阳支公司']);
      for (const t of canvas.record.texts) {
        expect(inside({ ...textRect(t), h: 1 }, cardBox), t.text).toBe(true);
        expect(intersects(textRect(t), qrBox), t.text).toBe(false);
      }
      expect(canvas.record.panels).toEqual([]);
    });

    it('with only a QR box, puts the card panel in a corner that leaves the poster\'s QR box uncovered', async () => {
      await compose({ qrArea: QR_AREA, position: 'bottom-right' });
      await screen.findByAltText('海报预览');
      const [white] = canvas.record.rects;
      expect(white).toEqual([qrBox.x, qrBox.y, qrBox.w, qrBox.h]);
      expect(canvas.record.panels).toHaveLength(1);
      const [panel] = canvas.record.panels;
      // bottom-right would cover the QR box: the panel goes bottom-left.
      expect(panel.x).toBeLessThan(qrBox.x);
      for (const t of canvas.record.texts) expect(intersects(textRect(t), qrBox), t.text).toBe(false);
    });

    it('leaves out a QR link that is not a web address, and says so', async () => {
      await compose({ qrArea: QR_AREA, cardArea: CARD_AREA, qrText: 'javascript:alert(1)' });
      await screen.findByAltText('海报预览');
      expect(canvas.record.rects).toEqual([]);
      expect(screen.getByRole('alert')).toHaveTextContent('二维码链接无效，海报上未加二维码');
      expect(canvas.record.fillText).toContain('李明');
    });

    it('with upload false shows the composed poster only, for long-press saving', async () => {
      await compose({ qrArea: QR_AREA, cardArea: CARD_AREA, upload: false });
      await screen.findByAltText('海报预览');
      expect(screen.getByText('长按图片可保存到手机')).toBeInTheDocument();
      expect(document.querySelector('.w-poster-composer__bar')).toBeNull();
    });

    it('waits for an image that has not arrived yet instead of failing', async () => {
      await compose({ image: '', qrArea: QR_AREA, cardArea: CARD_AREA });
      expect(screen.getByLabelText('海报生成中')).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(canvas.record.drawImage).toEqual([]);
    });
  });
});
