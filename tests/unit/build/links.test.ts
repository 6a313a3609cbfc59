/** The links a page module lists for idle prefetching (build/walk.ts linkTargetsOf). */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkTargetsOf } from '../../../build/walk';

describe('page links for prefetching', () => {
  it('lists list rows’ target first, then the others in document order, each once, no templated paths', () => {
    const page = {
      body: [
        { type: 'Button', onClick: [{ action: 'navigate', to: '/a' }] },
        { type: 'Button', onClick: [{ action: 'navigate', to: '/b?x=1' }] },
        { type: 'Button', onClick: [{ action: 'navigate', to: '/c/{{state.id}}' }] },
        { type: 'List', onItemClick: [{ action: 'navigate', to: '/row', query: { id: '{{item.id}}' } }] },
        { type: 'Button', onClick: [{ action: 'navigate', to: '/a' }] },
      ],
    };
    expect(linkTargetsOf(page)).toEqual(['/row', '/a', '/b?x=1']);
  });

  it('puts the customer detail first on the staff home page, whose rows open it', () => {
    const home = JSON.parse(fs.readFileSync('schemas/pages/home/customer-home-page.json', 'utf8')) as Record<string, unknown>;
    const links = linkTargetsOf(home);
    expect(links[0]).toBe('/customer-info/customerInfo-detail');
    expect(links).toContain('/customer-info/query-customer');
  });
});
