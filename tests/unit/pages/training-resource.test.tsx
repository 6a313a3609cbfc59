/**
 * training-resource/training-resource against the sandbox: a training material by its code, as a
 * video (played only from a URL the URL policy lets through), a document (opened through openUrl)
 * or pictures; an unknown code says so and shows nothing else; a failed call offers 重试; the
 * knowledge base's 培训资料 tab opens it.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { formatSeconds } from '@/lib';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const PAGE = 'training-resource/training-resource';

const open = (code: string, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, PAGE, { persona: 'manager', params: { code }, overrides });

function resourceOf(kind: string) {
  const found = sandbox.store.state.trainingResources.find((t) => t.resourceType === kind);
  if (!found) throw new Error(`no ${kind} training resource in the seed`);
  return found;
}

startEachTestFresh(sandbox);

describe('training-resource/training-resource', () => {
  it('plays a 视频 inline from its URL, with its summary, lecturer and length', async () => {
    const video = resourceOf('视频');
    const h = await open(video.code);
    const player = await screen.findByLabelText(video.title, { selector: 'video' }, { timeout: 8000 });
    expect(h.called('getTrainingResource')[0][1]).toEqual({ code: video.code });
    // The server answers the file's absolute URL; the page's origin is allowed by the URL policy.
    expect(player.getAttribute('src')).toMatch(new RegExp(`${video.videoPath.replace(/\./g, '\\.')}$`));
    expect(player).toHaveAttribute('poster', video.coverUrl);
    expect(screen.getByText(`时长 ${formatSeconds(video.duration)}`)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: video.title });
    expect(within(section).getByText(video.summary)).toBeInTheDocument();
    expect(within(section).getByText(video.lecturer)).toBeInTheDocument();
    expect(within(section).getByText(video.publishTime.slice(0, 10))).toBeInTheDocument();
    // The file the URL names is a real MP4 the sandbox serves.
    const file = await fetch(player.getAttribute('src') ?? '');
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(4, 8))).toBe('ftyp');
  });

  it("does not load a video whose URL the policy refuses (another host in the server's answer)", async () => {
    const video = resourceOf('视频');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const request: RuntimeServices['request'] = async (api, params, data) => {
      const { appServices } = await import('@/app/services');
      const answer = (await appServices.request(api, params, data)) as Record<string, unknown>;
      return api === 'getTrainingResource' ? { ...answer, videoUrl: 'https://evil.example.net/clip.mp4' } : answer;
    };
    await open(video.code, { request });
    expect(await screen.findByRole('img', { name: `${video.title}（视频地址不安全，无法播放）` }, { timeout: 8000 })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    warn.mockRestore();
  });

  it('opens a 文档 through openUrl, the URL policy’s way of opening a URL from data', async () => {
    const doc = resourceOf('文档');
    const h = await open(doc.code);
    const row = await screen.findByText(doc.fileName, {}, { timeout: 8000 });
    expect(screen.getByText(/^PDF · \d+\.\d KB$/)).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    await userEvent.click(row);
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toHaveLength(1));
    const [url] = h.rt.callsOf('openUrl')[0] as [string, boolean];
    expect(url).toMatch(new RegExp(`^https?://[^/]+${doc.filePath.replace(/\./g, '\\.')}$`));
    const file = await fetch(url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('shows every page of a 图片 material', async () => {
    const pictures = resourceOf('图片');
    await open(pictures.code);
    expect(await screen.findByRole('img', { name: `${pictures.title} 第1页` }, { timeout: 8000 })).toHaveAttribute('src', pictures.images[0]);
    for (let i = 1; i < pictures.images.length; i += 1) {
      expect(screen.getByRole('img', { name: `${pictures.title} 第${i + 1}页` })).toHaveAttribute('src', pictures.images[i]);
    }
    expect(screen.getByText(`共 ${pictures.images.length} 页，点击查看大图，长按保存`)).toBeInTheDocument();
  });

  it('says an unknown code is no material, and shows nothing else', async () => {
    const h = await open('TR999');
    expect(await screen.findByText('培训资料不存在或已下架', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('getTrainingResource')[0][1]).toEqual({ code: 'TR999' });
    expect(screen.queryByRole('region')).toBeNull();
    // No button but the nav bar's 返回: nothing to retry or open.
    expect(screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['返回']);
    expect(document.querySelector('video, .w-image')).toBeNull();
  });

  it('offers 重试 when the call fails, and shows the material once it answers', async () => {
    const video = resourceOf('视频');
    sandbox.faults.set({ id: 'getTrainingResource', kind: 'http500', once: true });
    const h = await open(video.code);
    await userEvent.click(await screen.findByRole('button', { name: /重\s*试/ }, { timeout: 8000 }));
    expect(await screen.findByLabelText(video.title, { selector: 'video' }, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('getTrainingResource')).toHaveLength(2);
  });
});

describe('knowledge/index › 培训资料', () => {
  it('lists the training materials and opens one by its code', async () => {
    const h = await openSandboxPage(sandbox, 'knowledge/index', { persona: 'manager', query: { tab: 'training' } });
    const [first] = sandbox.store.state.trainingResources;
    await userEvent.click(await screen.findByText(first.title, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toEqual([[`/training-resource/${first.code}`, {}, false]]));
  });
});
