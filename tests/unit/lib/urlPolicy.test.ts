// @vitest-environment node
/** src/lib/urlPolicy.ts: the verdicts of the one URL policy (issue 27.3). */
import { describe, expect, it } from 'vitest';
import { appPathOf, checkUrl, hostAllowed } from '@/lib';

const ORIGIN = 'https://app.example.cn';
const policy = { origin: ORIGIN, allowedHosts: ['files.example.cn', '*.epicc.com.cn'] };

describe('checkUrl', () => {
  it.each([
    ['/customer-info/detail?custId=1', { kind: 'route', path: '/customer-info/detail?custId=1' }],
    ['/a/../b', { kind: 'route', path: '/b' }],
    [`${ORIGIN}/files/e.pdf`, { kind: 'external', url: `${ORIGIN}/files/e.pdf` }],
    ['https://files.example.cn/e.pdf', { kind: 'external', url: 'https://files.example.cn/e.pdf' }],
    ['https://www.epicc.com.cn/guide', { kind: 'external', url: 'https://www.epicc.com.cn/guide' }],
    ['tel:13800138000', { kind: 'external', url: 'tel:13800138000' }],
  ])('lets %s through', (raw, verdict) => {
    expect(checkUrl(raw, policy)).toEqual(verdict);
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    'https://evil.example/x',
    'https://epicc.com.cn.evil.example/x',
    'https://evilepicc.com.cn/x',
    'https://user:pw@files.example.cn/x',
    'tel:13800138000;javascript:alert(1)',
    'relative/path',
    '',
  ])('refuses %j', (raw) => {
    expect(checkUrl(raw, policy).kind).toBe('refused');
  });
});

describe('appPathOf (login redirect)', () => {
  it('keeps a path of the app, normalised', () => {
    expect(appPathOf('/mine/index?x=1', ORIGIN)).toBe('/mine/index?x=1');
    expect(appPathOf(`${ORIGIN}/mine/index`, ORIGIN)).toBe('/mine/index');
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', 'javascript:alert(1)', 'index', ' '])('refuses %j', (raw) => {
    expect(appPathOf(raw, ORIGIN)).toBeNull();
  });
});

describe('hostAllowed', () => {
  it('matches a host exactly, and a wildcard only below its domain', () => {
    expect(hostAllowed('FILES.example.cn', ['files.example.cn'])).toBe(true);
    expect(hostAllowed('a.files.example.cn', ['files.example.cn'])).toBe(false);
    expect(hostAllowed('a.b.epicc.com.cn', ['*.epicc.com.cn'])).toBe(true);
    expect(hostAllowed('epicc.com.cn', ['*.epicc.com.cn'])).toBe(false);
  });
});
