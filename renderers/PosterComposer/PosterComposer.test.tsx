import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError, type FakeAnswer } from '@/react/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '../List/testing/consoleGuard';
import page from './PosterComposer.page.json?page';
import { installCanvas, type CanvasRecord } from './testing/canvasStub';
import { composePoster } from './compose';

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
});
