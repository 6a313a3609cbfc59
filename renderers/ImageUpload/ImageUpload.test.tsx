import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './ImageUpload.page.json?page';

afterEach(cleanup);
guardConsole();
beforeAll(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${++n}`), revokeObjectURL: vi.fn() }));
});
afterAll(() => vi.unstubAllGlobals());

const photo = (name: string, bytes = 2048, type = 'image/jpeg'): File => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};
const input = (): HTMLInputElement => screen.getByLabelText('上传图片') as HTMLInputElement;
const uploads = (rt: ReturnType<typeof createFakeRuntime>): Array<Record<string, unknown>> =>
  rt.callsOf('request').filter((c) => c[0] === 'uploadAttachment').map((c) => c[1] as Record<string, unknown>);

async function renderUpload(answer: (p: Record<string, unknown>) => unknown): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { uploadAttachment: answer } });
  await renderPage(page, { runtime, query: { custId: 'C1001' } });
  await screen.findByText('上传图片');
  return runtime;
}

describe('ImageUpload', () => {
  it('uploads a picked photo as multipart params, keeps the answer in state and runs onUploaded', async () => {
    const runtime = await renderUpload((p) => ({ url: `https://img.example.com/${(p.file as File).name}` }));
    expect(input()).toHaveAttribute('accept', 'image/*');
    expect(input()).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input(), photo('car.jpg'));
    expect(await screen.findByText('已上传 1 张：https://img.example.com/car.jpg')).toBeInTheDocument();
    const [params] = uploads(runtime);
    expect(params).toMatchObject({ type: 'image', custId: 'C1001' });
    expect(params.file).toBeInstanceOf(File);
    expect(runtime.callsOf('toast')).toEqual([['已上传 https://img.example.com/car.jpg', 'success']]);
    expect(screen.getByAltText('car.jpg')).toHaveAttribute('src', expect.stringMatching(/^blob:photo-/));
  });

  it('refuses photos over the size limit with a Chinese message', async () => {
    const runtime = await renderUpload(() => ({ url: 'u' }));
    await userEvent.upload(input(), photo('big.jpg', 3 * 1024 * 1024));
    expect(runtime.callsOf('toast')).toEqual([['图片大小不能超过 1MB', 'warning']]);
    expect(uploads(runtime)).toEqual([]);
  });

  it('refuses files that are not images and more photos than maxCount', async () => {
    const runtime = await renderUpload((p) => ({ url: (p.file as File).name }));
    fireEvent.change(input(), { target: { files: [photo('a.pdf', 10, 'application/pdf')] } });
    expect(runtime.callsOf('toast')).toEqual([['请选择图片文件', 'warning']]);
    fireEvent.change(input(), { target: { files: [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')] } });
    expect(runtime.callsOf('toast')[1]).toEqual(['最多上传 2 张图片', 'warning']);
    expect(await screen.findByText('已上传 2 张：1.jpg,2.jpg')).toBeInTheDocument();
    // Full: the add tile is gone.
    expect(screen.queryByLabelText('上传图片')).toBeNull();
  });

  it('shows 上传失败 and uploads again on tap', async () => {
    let fail = true;
    await renderUpload(() => (fail ? new FakeRequestError('文件服务器繁忙', 'uploadAttachment') : { url: 'ok.jpg' }));
    await userEvent.upload(input(), photo('id.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传失败');
    fail = false;
    await userEvent.click(screen.getByLabelText('重新上传 id.jpg'));
    expect(await screen.findByText('已上传 1 张：ok.jpg')).toBeInTheDocument();
  });

  it('removing a photo updates the state; tapping a thumbnail previews it', async () => {
    await renderUpload((p) => ({ url: (p.file as File).name }));
    await userEvent.upload(input(), [photo('a.jpg'), photo('b.jpg')]);
    await screen.findByText('已上传 2 张：a.jpg,b.jpg');
    await userEvent.click(screen.getByLabelText('预览 b.jpg'));
    expect(screen.getByRole('dialog', { name: '图片预览' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('dialog', { name: '图片预览' }));
    await userEvent.click(screen.getByLabelText('删除 a.jpg'));
    await waitFor(() => expect(screen.getByText('已上传 1 张：b.jpg')).toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });
});
