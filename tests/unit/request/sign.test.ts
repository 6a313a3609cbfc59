import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha1Hex, signingText, signParams } from '@/request';

const nodeSha1 = (text: string): string => createHash('sha1').update(text, 'utf8').digest('hex');

describe('signing', () => {
  it('signing matches a known SHA-1 vector', async () => {
    expect(await sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(await sha1Hex('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
  });

  it('params are sorted by name, null values dropped, joined as name=value with &', async () => {
    const params = { timestamp: 1700000000, nonceStr: 'Wm3WZYTPz0wzccnW', url: 'http://a.b/c?d=1', empty: null, gone: undefined };
    expect(signingText(params)).toBe('nonceStr=Wm3WZYTPz0wzccnW&timestamp=1700000000&url=http://a.b/c?d=1');
    expect(await signParams(params)).toBe(nodeSha1('nonceStr=Wm3WZYTPz0wzccnW&timestamp=1700000000&url=http://a.b/c?d=1'));
  });

  it('a secret is appended as &key=<secret>', async () => {
    expect(signingText({ b: 2, a: 1 }, 's3cret')).toBe('a=1&b=2&key=s3cret');
    expect(await signParams({ b: 2, a: 1 }, 's3cret')).toBe(nodeSha1('a=1&b=2&key=s3cret'));
  });

  it('Chinese values are digested as UTF-8', async () => {
    expect(await signParams({ name: '张三' })).toBe(nodeSha1('name=张三'));
  });
});
