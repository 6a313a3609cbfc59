// @vitest-environment node
/**
 * Marketing content calls the content pages rely on: a script looked up by its id, …
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

interface Page<T> {
  list: T[];
  total: number;
}

describe('queryPatterMain', () => {
  it('answers one script by its id, and none for an unknown id', async () => {
    const sb = createTestSandbox();
    const script = sb.store.state.scripts[3];
    const one = dataOf((await sb.call('queryPatterMain', { patterId: script.patterId })).json) as Page<{ patterId: string; className: string }>;
    expect(one.total).toBe(1);
    expect(one.list[0]).toMatchObject({ patterId: script.patterId, title: script.title, content: script.content });
    expect(one.list[0].className).not.toBe('');
    const none = dataOf((await sb.call('queryPatterMain', { patterId: 'PA0' })).json) as Page<unknown>;
    expect(none).toMatchObject({ list: [], total: 0 });
  });
});

describe('queryProductList', () => {
  it('answers one product by its code, with its class name, and none for an unknown code', async () => {
    const sb = createTestSandbox();
    const product = sb.store.state.products[4];
    const cls = sb.store.state.productClasses.find((c) => c.classCode === product.classCode);
    const one = dataOf((await sb.call('queryProductList', { productCode: product.productCode })).json) as Page<Record<string, unknown>>;
    expect(one.total).toBe(1);
    expect(one.list[0]).toMatchObject({ productCode: product.productCode, productName: product.productName, className: cls?.className });
    expect(dataOf((await sb.call('queryProductList', { productCode: 'PRD0' })).json)).toMatchObject({ list: [], total: 0 });
  });
});

describe('knowledge base', () => {
  it('lists the documents newest first, by keyword, and answers one by its exact name', async () => {
    const sb = createTestSandbox();
    const all = dataOf((await sb.call('queryKnowledgeFileList', { pageNo: 1, pageSize: 50 })).json) as Page<{ fileName: string; updateTime: string; filePath: string }>;
    expect(all.total).toBeGreaterThan(5);
    const times = all.list.map((f) => f.updateTime);
    expect(times).toEqual(times.slice().sort().reverse());
    const some = dataOf((await sb.call('queryKnowledgeFileList', { keyword: '条款' })).json) as Page<{ fileName: string }>;
    expect(some.total).toBeGreaterThan(0);
    expect(some.list.every((f) => f.fileName.includes('条款'))).toBe(true);
    const [first] = all.list;
    expect(dataOf((await sb.call('getFileInfoByFileName', { fileName: first.fileName })).json)).toMatchObject({ fileName: first.fileName, filePath: first.filePath });
    expect((await sb.call('getFileInfoByFileName', { fileName: '不存在.pdf' })).json).toMatchObject({ statusText: '文件不存在或已删除' });
    const file = await sb.call('downLoadFileByPath', { filePath: first.filePath });
    expect(file.status).toBe(200);
  });
});

describe('massSendCustcareMsg', () => {
  it("sends only the caller's unsent messages of the type, and refuses when none is left", async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const msgs = sb.store.state.careMsgs.filter((m) => m.userCode === '11016688' && m.sendFlag === '0');
    const type = msgs[0].careType;
    const ofType = msgs.filter((m) => m.careType === type);
    const answer = dataOf((await sb.call('massSendCustcareMsg', { careType: type }, { token })).json) as { sentCount: number; blockedCount: number };
    expect(answer.sentCount + answer.blockedCount).toBe(ofType.length);
    expect(sb.store.state.careMsgs.filter((m) => m.userCode === '11016688' && m.careType === type && m.sendFlag === '0')).toHaveLength(answer.blockedCount);
    expect(sb.store.state.careMsgs.filter((m) => m.userCode !== '11016688' && m.sendFlag === '1' && m.careType === type).length).toBe(
      createTestSandbox().store.state.careMsgs.filter((m) => m.userCode !== '11016688' && m.sendFlag === '1' && m.careType === type).length,
    );
    if (!answer.blockedCount) expect((await sb.call('massSendCustcareMsg', { careType: type }, { token })).json).toMatchObject({ statusText: '没有待发送的关怀消息' });
  });
});
