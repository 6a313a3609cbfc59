/** The links a page module lists for idle prefetching (build/walk.ts linkTargetsOf). */
import fs from 'node:fs';
import path from 'node:path';
import { compileRouteTable, type RouteModuleInput } from '@/router';
import { describe, expect, it } from 'vitest';
import { linkTargetsOf } from '../../../build/walk';
import { expandFragments } from '../../../build/fragments';

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

describe('links between pages', () => {
  it('lead only to routes that have a page: no tap ends on 该功能即将上线', () => {
    const modules = fs
      .readdirSync('schemas/routes')
      .map((f) => JSON.parse(fs.readFileSync(path.join('schemas/routes', f), 'utf8')) as RouteModuleInput);
    const table = compileRouteTable(modules);
    const dead: string[] = [];
    for (const group of fs.readdirSync('schemas/pages')) {
      for (const file of fs.readdirSync(path.join('schemas/pages', group))) {
        const pageFile = path.resolve('schemas/pages', group, file);
        // With its fragments expanded: their links are the page's too.
        const page = expandFragments(JSON.parse(fs.readFileSync(pageFile, 'utf8')), pageFile).json;
        for (const link of linkTargetsOf(page)) {
          const route = table.match(link.split('?')[0])?.route;
          // An unknown path is the schema check's error; a redirect leads to another route, and
          // /index to the home of the role (a page route: compileRouteTable checks it).
          if (!route || route.redirect || route.toHome) continue;
          if (!route.page || !fs.existsSync(`schemas/pages/${route.page}.json`)) dead.push(`${group}/${file} → ${link}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });
});
