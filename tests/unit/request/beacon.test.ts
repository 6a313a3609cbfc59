/** A catalogue call sent as a beacon: the entry's URL on the API base, a JSON body, the browser's queue. */
import { beforeAll, describe, expect, it } from 'vitest';
import { beacon, configureRequest, CatalogueError } from '@/request';
import { catalogue } from '../../utils/sandboxServer';

beforeAll(() => configureRequest({ apis: catalogue, baseURL: 'https://api.example.com', reload: () => undefined }));

/** jsdom's Blob has no text(). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function host(answer = true) {
  const calls: Array<{ url: string; data: Blob }> = [];
  return {
    calls,
    sendBeacon(url: string, data: Blob): boolean {
      calls.push({ url, data });
      return answer;
    },
  };
}

describe('beacon', () => {
  it("posts the JSON body to the entry's path on the API base", async () => {
    const h = host();
    expect(beacon('saveBuryingPoint', { event: 'web_vitals', metrics: [{ name: 'LCP', value: 1200 }] }, h)).toBe(true);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0].url).toBe('https://api.example.com/wecom/api/saveBuryingPoint');
    expect(h.calls[0].data.type).toBe('application/json');
    expect(JSON.parse(await textOf(h.calls[0].data))).toEqual({ event: 'web_vitals', metrics: [{ name: 'LCP', value: 1200 }] });
  });

  it('says false when the browser refuses it or has no beacons', () => {
    expect(beacon('saveBuryingPoint', {}, host(false))).toBe(false);
    expect(beacon('saveBuryingPoint', {}, {})).toBe(false);
  });

  it('refuses entries a beacon cannot send (a GET) as a developer error', () => {
    expect(() => beacon('getSaCredential', {}, host())).toThrow(CatalogueError);
    expect(() => beacon('noSuchCall', {}, host())).toThrow(CatalogueError);
  });
});
