import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { download, filenameFromDisposition, request, RequestError } from '@/request';
import { freshState } from './helpers/state';
import { raw, serverForFile } from './helpers/server';

const server = serverForFile();
let notice: ReturnType<typeof vi.fn>;
let alert: ReturnType<typeof vi.fn>;
let clicks: Array<{ href: string; download: string }>;

beforeEach(() => {
  ({ notice, alert } = freshState(server));
  clicks = [];
  // jsdom has no object URLs and does not navigate on anchor clicks: record them instead.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/1'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('file download', () => {
  it('download filename comes from an RFC 5987 header', async () => {
    server.on(
      '/wecom/api/exportFile.do',
      raw(Buffer.from('PK-binary'), {
        'content-type': XLSX,
        'content-disposition': "attachment; filename=\"fallback.xlsx\"; filename*=UTF-8''%E7%94%B5%E5%AD%90%E4%BF%9D%E5%8D%95.xlsx",
      }),
    );
    await expect(download('exportFile', { policyNo: 'P1' })).resolves.toEqual({ saved: true, filename: '电子保单.xlsx', size: 9 });
    expect(clicks).toEqual([{ href: 'blob:test/1', download: '电子保单.xlsx' }]);
    expect(Object.fromEntries(server.seen[0].query)).toEqual({ policyNo: 'P1' });
  });

  it('a blob answer in the catalogue downloads through request() too', async () => {
    server.on('/wecom/api/exportFile.do', raw('a,b', { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename=list.csv' }));
    await expect(request('exportFile')).resolves.toEqual({ saved: true, filename: 'list.csv', size: 3 });
  });

  it('download() works for an entry whose answer kind is not blob, and repairs a raw UTF-8 file name', async () => {
    // Many servers put raw UTF-8 bytes in the header; browsers read them as Latin-1.
    const utf8AsLatin1 = Buffer.from('inline; filename="报告.pdf"').toString('latin1');
    server.on('/assistant/downLoadFileByPath', raw('%PDF', { 'content-type': 'application/pdf', 'content-disposition': utf8AsLatin1 }));
    await expect(download('downLoadFileByPath', { path: '/a.pdf' })).resolves.toMatchObject({ filename: '报告.pdf' });
  });

  it('a JSON body download is an error carrying statusText', async () => {
    server.on('/wecom/api/exportFile.do', raw(JSON.stringify({ status: 1, statusText: '文件不存在' }), { 'content-type': 'application/json;charset=UTF-8' }));
    const error = (await download('exportFile').catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.userMessage).toBe('文件不存在');
    expect(error.body).toEqual({ status: 1, statusText: '文件不存在' });
    expect(clicks).toHaveLength(0);
  });

  it('a text/plain status 0 body shows a notice and saves nothing', async () => {
    server.on('/wecom/api/exportFile.do', raw(JSON.stringify({ status: 0, statusText: '已发送至邮箱' }), { 'content-type': 'text/plain;charset=UTF-8' }));
    await expect(download('exportFile')).resolves.toEqual({ saved: false, notice: '已发送至邮箱' });
    expect(notice).toHaveBeenCalledWith('已发送至邮箱');
    expect(clicks).toHaveLength(0);
  });

  it('a text/plain status -1 body rejects and alerts', async () => {
    server.on('/wecom/api/exportFile.do', raw(JSON.stringify({ status: -1, statusText: '超出下载次数' }), { 'content-type': 'text/plain' }));
    await expect(download('exportFile')).rejects.toMatchObject({ userMessage: '超出下载次数', status: -1 });
    expect(alert).toHaveBeenCalledWith('超出下载次数');
    expect(clicks).toHaveLength(0);
  });

  it('any other text/plain body is downloaded', async () => {
    server.on('/wecom/api/exportFile.do', raw('hello', { 'content-type': 'text/plain', 'content-disposition': 'attachment; filename="note.txt"' }));
    await expect(download('exportFile')).resolves.toEqual({ saved: true, filename: 'note.txt', size: 5 });
  });

  it('a file without content-disposition is saved as "download"', async () => {
    server.on('/wecom/api/exportFile.do', raw('x', { 'content-type': 'application/octet-stream' }));
    await expect(download('exportFile')).resolves.toMatchObject({ filename: 'download' });
  });
});

describe('content-disposition file names', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E7%94%B5%E5%AD%90.pdf", '电子.pdf'],
    ["attachment; filename*=utf-8''a%20b.pdf; filename=\"x.pdf\"", 'a b.pdf'],
    ['attachment; filename="quoted \\"name\\".xlsx"', 'quoted "name".xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment;filename=%E4%BF%9D%E5%8D%95.pdf', '保单.pdf'],
    ["attachment; filename*=ISO-8859-1'en'%A3%20rates.txt", '£ rates.txt'],
  ])('%s gives %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });

  it('no header or no file name gives null', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });
});
