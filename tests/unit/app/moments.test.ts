/**
 * The app's shareToExternalMoments service through the WeCom simulator: the post reaches the
 * client as shareToExternalMoments' own params, images as absolute URLs that passed the URL
 * policy; a refused URL sends nothing; a cancel in the client is no failure; a failure carries the
 * client's errMsg in Chinese.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appServices } from '@/app/services';
import { getSimulatorStore, setBridgeForTesting } from '@/wecom';

beforeEach(() => {
  sessionStorage.clear();
  setBridgeForTesting();
});
afterEach(() => setBridgeForTesting());

const log = () => getSimulatorStore().get().log;

describe('appServices.shareToExternalMoments', () => {
  it('hands the text and the images, as absolute URLs of the app, to the client', async () => {
    const published = await appServices.shareToExternalMoments({ text: '续保找我', images: ['/__sandbox/assets/moments-MT900-1.svg', 'https://www.epicc.com.cn/a.png'] });
    expect(published).toBe(true);
    expect(log().map((e) => [e.api, e.params, e.ok])).toEqual([
      [
        'shareToExternalMoments',
        {
          text: { content: '续保找我' },
          attachments: [
            { msgtype: 'image', image: { imgUrl: `${window.location.origin}/__sandbox/assets/moments-MT900-1.svg` } },
            { msgtype: 'image', image: { imgUrl: 'https://www.epicc.com.cn/a.png' } },
          ],
        },
        true,
      ],
    ]);
  });

  it('sends a link card with its URL checked, and a video by media id', async () => {
    await appServices.shareToExternalMoments({ text: '', images: [], link: { url: '/news/news-detail?newsId=N1', title: '保险知识' } });
    await appServices.shareToExternalMoments({ text: '视频', images: [], videoMediaId: 'MEDIA1' });
    expect(log().map((e) => e.params)).toEqual([
      { attachments: [{ msgtype: 'link', link: { url: `${window.location.origin}/news/news-detail?newsId=N1`, title: '保险知识' } }] },
      { text: { content: '视频' }, attachments: [{ msgtype: 'video', video: { mediaid: 'MEDIA1' } }] },
    ]);
  });

  it.each([['javascript:alert(1)'], ['https://evil.example.net/a.png'], ['//evil.example.net/a.png']])(
    'refuses an image URL the policy refuses (%s) and asks the client nothing',
    async (url) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await expect(appServices.shareToExternalMoments({ text: '看看', images: ['/ok.png', url] })).rejects.toMatchObject({ userMessage: '图片地址不安全，未发表' });
      expect(log()).toEqual([]);
      warn.mockRestore();
    },
  );

  it("answers false when the member cancels in the client, and rejects with the client's errMsg when it fails", async () => {
    const store = getSimulatorStore();
    store.failNext('shareToExternalMoments', 'shareToExternalMoments:cancel');
    expect(await appServices.shareToExternalMoments({ text: '中秋快乐', images: [] })).toBe(false);
    store.failNext('shareToExternalMoments', 'shareToExternalMoments:fail no permission');
    await expect(appServices.shareToExternalMoments({ text: '中秋快乐', images: [] })).rejects.toMatchObject({
      userMessage: '发表失败：shareToExternalMoments:fail no permission',
    });
    expect(log().map((e) => e.ok)).toEqual([false, false]);
  });
});
