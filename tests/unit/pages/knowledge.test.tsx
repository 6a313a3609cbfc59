/**
 * knowledge/index against the sandbox: the knowledge base's documents (search, look a file up by
 * name, confirm, download) and the frequent questions with their answers.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { appServices } from '@/app/services';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { KNOWLEDGE_FILES } from '../../../sandbox/seed/knowledge';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const PAGE = 'knowledge/index';

const open = (query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, PAGE, { persona: 'manager', query, overrides });

/** The documents newest first, as the page lists them. */
const newestFirst = () => KNOWLEDGE_FILES.slice().sort((a, b) => a.updatedDaysAgo - b.updatedDaysAgo);

startEachTestFresh(sandbox);

describe('knowledge/index', () => {
  it('lists the documents newest first with their update dates, and downloads one after saying what it is', async () => {
    const downloads: unknown[] = [];
    const h = await open({}, {
      download: async (api, params) => {
        const result = await appServices.download(api, params);
        downloads.push([api, params, result]);
        return result;
      },
    });
    expect(await screen.findByText(`共 ${KNOWLEDGE_FILES.length} 份资料，点击下载`, {}, { timeout: 8000 })).toBeInTheDocument();
    const [newest] = newestFirst();
    const updated = new Date(Date.now() - newest.updatedDaysAgo * 86_400_000);
    const ymd = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(updated);
    expect(screen.getAllByText(ymd).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByText(newest.fileName));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 8000 });
    expect(h.called('getFileInfoByFileName')[0][1]).toEqual({ fileName: newest.fileName });
    const [options] = h.rt.callsOf('confirm')[0] as [{ title: string; content: string; okText: string }];
    expect(options.title).toBe('下载资料');
    expect(options.okText).toBe('下载');
    expect(options.content).toContain(`《${newest.fileName}》`);
    expect(options.content).toContain(`分类：${newest.category}`);
    expect(options.content).toMatch(/大小：\d+(\.\d)? KB/);
    expect(downloads[0]).toEqual(['downLoadFileByPath', { filePath: `knowledge/${newest.fileName}` }, expect.objectContaining({ filename: newest.fileName })]);
  });

  it('does not download when the user declines', async () => {
    const asked: unknown[] = [];
    const downloads: unknown[] = [];
    await open({}, { confirm: async (options) => (asked.push(options), false), download: async (api) => (downloads.push(api), { filename: '' }) });
    const [newest] = newestFirst();
    await userEvent.click(await screen.findByText(newest.fileName, {}, { timeout: 8000 }));
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 8000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(downloads).toHaveLength(0);
  });

  it('searches the documents by name', async () => {
    const h = await open();
    await screen.findByText(`共 ${KNOWLEDGE_FILES.length} 份资料，点击下载`, {}, { timeout: 8000 });
    await userEvent.type(screen.getByPlaceholderText('搜索文件名称'), '理赔');
    await userEvent.click(screen.getByRole('button', { name: /^搜\s?索$/ }));
    const matches = KNOWLEDGE_FILES.filter((f) => f.fileName.includes('理赔'));
    expect(await screen.findByText(`“理赔” 共 ${matches.length} 份资料，点击下载`)).toBeInTheDocument();
    expect(h.called('queryKnowledgeFileList').at(-1)?.[1]).toMatchObject({ keyword: '理赔' });
    await userEvent.clear(screen.getByPlaceholderText('搜索文件名称'));
    await userEvent.type(screen.getByPlaceholderText('搜索文件名称'), '没有这份资料');
    await userEvent.click(screen.getByRole('button', { name: /^搜\s?索$/ }));
    // An empty state's text is found, not held: the lazy antd Empty replaces its stand-in.
    await screen.findByText('没有找到相关资料，换个关键词试试');
  });

  it('shows the frequent questions, each opening to its answer', async () => {
    const h = await open({ tab: 'faq' });
    const [faq] = sandbox.store.state.faqs;
    await userEvent.click(await screen.findByText(faq.question, {}, { timeout: 8000 }));
    expect(await screen.findByText(faq.answer)).toBeInTheDocument();
    expect(h.called('getFrequentlyQuestions')).toHaveLength(1);
    expect(h.called('queryKnowledgeFileList')).toHaveLength(0);
  });

  it('shows the error state with 重试 when the documents cannot be loaded', async () => {
    await open({}, { request: () => Promise.reject(new Error('网络异常，请稍后重试')) });
    expect(await screen.findByRole('button', { name: /重\s?试/ }, { timeout: 8000 })).toBeInTheDocument();
  });
});
