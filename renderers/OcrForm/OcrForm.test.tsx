import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError, type FakeAnswer } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './OcrForm.page.json?page';
import direct from './OcrForm.direct.page.json?page';

// See Form.test.tsx: pointer-events checks are slow with antd's CSS in jsdom.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(cleanup);
guardConsole();
beforeAll(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:id-photo'), revokeObjectURL: vi.fn() }));
});
afterAll(() => vi.unstubAllGlobals());

const ID = { name: '张伟', idNo: '110101199003074514', address: '北京市东城区东华门街道某某胡同 1 号', gender: '男' };
const photo = (): File => new File(['x'], 'id.jpg', { type: 'image/jpeg' });
const button = (text: string): HTMLElement => screen.getByText(text).closest('button') as HTMLElement;
const requests = (rt: ReturnType<typeof createFakeRuntime>, api: string): unknown[][] => rt.callsOf('request').filter((c) => c[0] === api);

async function renderOcr(answers: Record<string, FakeAnswer>, p = page): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers });
  await renderPage(p, { runtime, query: { custId: 'C1001' } });
  return runtime;
}

describe('OcrForm', { timeout: 60000 }, () => {
  it('uploads, recognises with the upload answer, shows the fields for editing and confirms the edited values', async () => {
    const runtime = await renderOcr({
      uploadAttachment: { url: 'https://img.example.com/id.jpg' },
      getRobotQtOcrResult: { data: ID },
      updateRobotQtOcrResult: { ok: true },
    });
    const input = await screen.findByLabelText('拍摄身份证人像面');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, photo());
    const name = await screen.findByDisplayValue('张伟');
    expect(requests(runtime, 'getRobotQtOcrResult')).toEqual([['getRobotQtOcrResult', { ocrType: 'idcard', custId: 'C1001', imageUrl: 'https://img.example.com/id.jpg' }, undefined]]);
    expect(await screen.findByDisplayValue('110101199003074514')).toBeInTheDocument();
    expect(screen.getByText('请核对识别结果，如有误请直接修改')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, '张伟伟');
    await userEvent.click(button('确 认'));
    await waitFor(() => expect(requests(runtime, 'updateRobotQtOcrResult')).toHaveLength(1));
    // The edited fields, plus recognised fields outside the form unchanged.
    expect(requests(runtime, 'updateRobotQtOcrResult')[0][2]).toEqual({ name: '张伟伟', idNo: '110101199003074514', address: ID.address, gender: '男' });
    expect(runtime.callsOf('toast')).toEqual([['已保存 张伟伟', 'success']]);
  });

  it('OCR failure: 识别失败 with the message, 重新识别 retries with the same upload', async () => {
    let fail = true;
    const runtime = await renderOcr({
      uploadAttachment: { url: 'u1' },
      getRobotQtOcrResult: () => (fail ? new FakeRequestError('图片模糊，无法识别', 'getRobotQtOcrResult') : { data: ID }),
    });
    await userEvent.upload(await screen.findByLabelText('拍摄身份证人像面'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('识别失败：图片模糊，无法识别');
    fail = false;
    await userEvent.click(button('重新识别'));
    expect(await screen.findByDisplayValue('张伟')).toBeInTheDocument();
    expect(requests(runtime, 'uploadAttachment')).toHaveLength(1);
    expect(requests(runtime, 'getRobotQtOcrResult')).toHaveLength(2);
  });

  it('手动填写 after a failure gives an empty form that validates; 重新拍照 goes back to the camera', async () => {
    const runtime = await renderOcr({ uploadAttachment: { url: 'u1' }, getRobotQtOcrResult: () => new FakeRequestError('识别服务繁忙', 'getRobotQtOcrResult') });
    await userEvent.upload(await screen.findByLabelText('拍摄身份证人像面'), photo());
    await userEvent.click(await screen.findByText('手动填写'));
    await userEvent.click(await screen.findByText('确 认'));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(await screen.findByText('请输入身份证号')).toBeInTheDocument();
    expect(requests(runtime, 'updateRobotQtOcrResult')).toEqual([]);
    await userEvent.click(button('重新拍照'));
    expect(await screen.findByLabelText('拍摄身份证人像面')).toBeInTheDocument();
  });

  it('without api the photo goes straight to the OCR call; confirm sees result and form', async () => {
    const runtime = await renderOcr({ ocrDrivingLicense: { plateNo: '京A12345', vin: 'LSVAM4187C2184512' } }, direct);
    await userEvent.upload(await screen.findByLabelText('拍照识别'), photo());
    expect(await screen.findByDisplayValue('京A12345')).toBeInTheDocument();
    const [call] = requests(runtime, 'ocrDrivingLicense');
    expect(call[1]).toMatchObject({ side: 'front' });
    expect((call[1] as Record<string, unknown>).image).toBeInstanceOf(File);
    await userEvent.click(button('确 认'));
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['京A12345 LSVAM4187C2184512', undefined]]));
  });
});
