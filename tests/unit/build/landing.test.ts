// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { landingPageOf } from '../../../build/pageManifest';
import type { RouteDef } from '@/core/types';

describe('landingPageOf (the page whose manifest index.html preloads)', () => {
  it('follows redirects between fixed paths', () => {
    expect(landingPageOf([{ path: '/', redirect: '/index' }, { path: '/index', redirect: '/home/a' }, { path: '/home/a', page: 'home/a' }])).toBe('home/a');
  });

  it("leads a toHome root to the staff role's home, or another role's when asked", () => {
    const routes: Array<Pick<RouteDef, 'path' | 'page' | 'toHome' | 'home'>> = [
      { path: '/', toHome: true },
      { path: '/home/a', page: 'home/a', home: ['qyUser'] },
      { path: '/robot/b', page: 'robot/b', home: ['externalUser'] },
    ];
    expect(landingPageOf(routes)).toBe('home/a');
    expect(landingPageOf(routes, '/', 'externalUser')).toBe('robot/b');
  });

  it('gives null for a root that leads nowhere', () => {
    expect(landingPageOf([{ path: '/', redirect: '/x' }])).toBeNull();
    expect(landingPageOf([{ path: '/', toHome: true }])).toBeNull();
  });
});
