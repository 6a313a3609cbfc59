// @vitest-environment node
/**
 * Training materials: getTrainingResource by code (its files as absolute URLs, null for an unknown
 * code) and as a list, and the files the URLs name: a PDF and an MP4 served with byte ranges.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

interface Resource {
  code: string;
  resourceType: string;
  videoUrl: string;
  fileUrl: string;
  fileSize: number;
  images: string[];
}

describe('getTrainingResource', () => {
  it('answers a material with its files as absolute URLs, null for an unknown code, and the list without a code', async () => {
    const sb = createTestSandbox();
    const kinds = new Set(sb.store.state.trainingResources.map((t) => t.resourceType));
    expect([...kinds].sort()).toEqual(['图片', '文档', '视频']);
    for (const t of sb.store.state.trainingResources) {
      const r = dataOf((await sb.call('getTrainingResource', { code: t.code })).json) as Resource;
      expect(r.code).toBe(t.code);
      expect(Boolean(r.videoUrl)).toBe(t.resourceType === '视频');
      expect(Boolean(r.fileUrl)).toBe(t.resourceType === '文档');
      expect(r.images.length > 0).toBe(t.resourceType === '图片');
      if (r.videoUrl) expect(r.videoUrl).toMatch(/^https?:\/\/[^/]+\/__sandbox\/files\/training\/TR\d{3}\.mp4$/);
      if (r.fileUrl) expect(r.fileSize).toBeGreaterThan(100);
    }
    const unknown = await sb.call('getTrainingResource', { code: 'TR999' });
    expect(unknown.json).toMatchObject({ status: 0, data: null });
    const list = dataOf((await sb.call('getTrainingResource', {})).json) as { list: Resource[]; total: number };
    expect(list.total).toBe(sb.store.state.trainingResources.length);
  });
});

describe('/__sandbox/files/training', () => {
  it('serves a document as an inline PDF of the size the call answers', async () => {
    const sb = createTestSandbox();
    const doc = sb.store.state.trainingResources.find((t) => t.resourceType === '文档')!;
    const r = dataOf((await sb.call('getTrainingResource', { code: doc.code })).json) as Resource;
    const res = await sb.control('GET', `/__sandbox/files/training/${doc.code}.pdf`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''/);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(body.slice(0, 5))).toBe('%PDF-');
    expect(body.length).toBe(r.fileSize);
  });

  it('serves the video as an MP4, whole or by byte range, and nothing for a code without one', async () => {
    const sb = createTestSandbox();
    const video = sb.store.state.trainingResources.find((t) => t.resourceType === '视频')!;
    const whole = await sb.control('GET', `/__sandbox/files/training/${video.code}.mp4`);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');
    const part = await sb.app.fetch(new Request(`http://localhost/__sandbox/files/training/${video.code}.mp4`, { headers: { range: 'bytes=4-7' } }));
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${bytes.length}`);
    expect(new TextDecoder().decode(new Uint8Array(await part.arrayBuffer()))).toBe('ftyp');
    const beyond = await sb.app.fetch(new Request(`http://localhost/__sandbox/files/training/${video.code}.mp4`, { headers: { range: `bytes=${bytes.length}-` } }));
    expect(beyond.status).toBe(416);
    const doc = sb.store.state.trainingResources.find((t) => t.resourceType === '文档')!;
    expect((await sb.control('GET', `/__sandbox/files/training/${doc.code}.mp4`)).status).toBe(404);
    expect((await sb.control('GET', '/__sandbox/files/training/TR999.pdf')).status).toBe(404);
  });
});
