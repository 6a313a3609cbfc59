/**
 * The route table as data (schemas/routes/*.json) against the meta-schema and
 * spec/product.md sections 2.2-2.6, 4.2 and 6.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import type { RouteDef, RouteModule } from '@/core/types';

const root = path.resolve(__dirname, '../../..');
const routesDir = path.join(root, 'schemas/routes');
const metaSchemaPath = path.join(root, 'schemas/meta/route-module.schema.json');

const files = fs
  .readdirSync(routesDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const modules: Array<{ file: string; doc: RouteModule }> = files.map((file) => ({
  file,
  doc: JSON.parse(fs.readFileSync(path.join(routesDir, file), 'utf8')) as RouteModule,
}));
const routes: Array<RouteDef & { group: string }> = modules.flatMap(({ doc }) =>
  doc.routes.map((r) => ({ ...r, group: doc.group })),
);
const byPath = new Map(routes.map((r) => [r.path, r]));
const byName = new Map(routes.map((r) => [r.name, r]));

function route(p: string): RouteDef & { group: string } {
  const r = byPath.get(p);
  if (!r) throw new Error(`no route for ${p}`);
  return r;
}

/** True when a concrete URL path matches a route pattern (':param' segments, trailing '*'). */
function matches(pattern: string, url: string): boolean {
  const ps = pattern.split('/').filter(Boolean);
  const us = url.split('/').filter(Boolean);
  if (ps[ps.length - 1] === '*') return ps.slice(0, -1).every((s, i) => s.startsWith(':') || s === us[i]);
  return ps.length === us.length && ps.every((s, i) => s.startsWith(':') || s === us[i]);
}

/** Spec 2.1/2.3/2.4/2.5: the views flagged cache-on-leave, and nothing else. */
const KEEP_ALIVE = [
  '/customer-info/customerInfo-detail',
  // Beyond the spec's flags: back from a customer's detail returns to the same search results and
  // scroll position (tests/e2e/staff-journey.e2e.ts).
  '/customer-info/query-customer',
  '/poster/index',
  '/product/index',
  '/product/detail',
  '/renewal-task/renewal-task',
  '/wechat/wechat-customer-service',
  '/workplace-info/workplace-location-manage',
  '/particulars-home/customer-info-and-home',
  '/value-added-services/new-plan-added',
  '/value-added-services/batch-management',
  '/external/download-policy',
  '/robot/chat-room-add-relation',
];

/** Spec 2.4, first bullet: need comId, no login. */
const WHITELIST = [
  '/login',
  '/auth',
  '/marketing/marketing-binding',
  '/marketing/account-info',
  '/marketing/scan-code-binding',
  '/car-use-place',
  '/error/:code',
];

/** Spec 2.4, second bullet: open pages that need no comId. */
const PUBLIC = [
  '/customer-info/assistant-redirect',
  '/news/news-detail',
  '/poster/poster-preview',
  '/external/download-policy',
  '/external/download-file',
  '/external/download-policy-single',
  '/customer-info/public-pay-qrCode',
  '/management-of-car-mall/che-shang-tong',
  '/renewal-task/renewal-task',
  '/renewal-task/notes-of-follow-up-information',
  '/external/intelligent-boot-assistant',
  '/news-tool',
  '/url-scheme-tool',
  '/pc-qr-code-login',
  '/home/edit-ocr-result',
  '/robot/ebs-joint-sales-selector',
  '/robot/lco-joint-sales-selector',
  '/robot/modify-relation-from-ocr',
  '/robot/chat-room-add-relation',
  '/robot/relation-duplicate-files',
  '/robot/chat-room-user-bind',
];

/** Spec 2.4: restful whitelist prefixes. */
const RESTFUL = ['/open-service-manager/:code', '/external-insure-link/:code'];

/** Spec 2.5: the externalUser routes. */
const ROBOT = [
  '/robot/chat-room-add-relation',
  '/robot/relation-duplicate-files',
  '/robot/ebs-joint-sales-selector',
  '/robot/lco-joint-sales-selector',
  '/robot/add-relation',
  '/robot/modify-relation',
  '/robot/trans-proposal',
  '/robot/proposalno-detail',
  '/robot/chat-room-open-quotation-detail',
  '/robot/modify-relation-from-ocr',
  '/robot/chat-room-user-bind',
];

describe('route modules: format', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // A route's navBar is a nav bar (navbar.schema.json, whose clicks are action lists).
  for (const meta of ['navbar.schema.json', 'action.schema.json']) ajv.addSchema(JSON.parse(fs.readFileSync(path.join(root, 'schemas/meta', meta), 'utf8')) as object);
  const validate = ajv.compile(JSON.parse(fs.readFileSync(metaSchemaPath, 'utf8')) as object);

  it('has route modules', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s is valid against route-module.schema.json', (file) => {
    const doc = modules.find((m) => m.file === file)?.doc;
    const ok = validate(doc);
    expect(ajv.errorsText(validate.errors, { dataVar: file }), 'schema errors').toBe('No errors');
    expect(ok).toBe(true);
  });

  it.each(files)('%s names its $schema and its group after the file', (file) => {
    const doc = modules.find((m) => m.file === file)!.doc;
    expect(doc.$schema).toBe('../meta/route-module.schema.json');
    expect(doc.group).toBe(file.replace(/\.json$/, ''));
    expect(doc.title).toMatch(/\p{Script=Han}/u);
  });
});

describe('route table: integrity', () => {
  it('covers spec 2.2-2.5 (at least 180 routes)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(180);
  });

  it('has unique route names (the keep-alive cache key)', () => {
    const names = routes.map((r) => r.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('has unique paths', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('gives every non-redirect route a page id and no redirect route a page', () => {
    for (const r of routes) {
      if (r.redirect || r.toHome) expect(r.page, r.path).toBeUndefined();
      else expect(r.page, r.path).toMatch(/^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/);
    }
  });

  it('shares a page between routes only for the variants, which differ in their props, title or keep-alive', () => {
    const byPage = new Map<string, typeof routes>();
    for (const r of routes) if (r.page) byPage.set(r.page, [...(byPage.get(r.page) ?? []), r]);
    const shared = [...byPage].filter(([, rs]) => rs.length > 1);
    expect(Object.fromEntries(shared.map(([page, rs]) => [page, rs.map((r) => r.name)]))).toEqual({
      'customer-info/customerInfo-detail': ['CustomerInfoDetail', 'UpcomingCustomerInfoDetail', 'ClientCustomerInfoDetail'],
      'customer-info/all-lables': ['AllLables', 'WechatLables', 'AllElesaleLables'],
      'home/mission-center': ['MissionCenter', 'MissionCenterNocar', 'MissionCenterYxtask'],
      'root/kafka-contact-customer': ['KafkaContactCustomer', 'NonvehicleContactCustomer'],
      // Issue 25: the non-vehicle service-pack pages are variants of the vehicle ones.
      'service-pack-application/customer-grouping-code': ['CustomerGroupingCode', 'CustomerGroupingCodeNocar'],
      'service-pack-application/newly-added-service-pack': ['NewlyAddedServicePack', 'NewlyAddedServicePackNocar'],
      'service-pack-application/view-grouping-code': ['ViewGroupingCode', 'ViewGroupingCodeNocar'],
      'service-pack-application/view-added-service-pack': ['ViewAddedServicePack', 'ViewAddedServicePackNocar'],
      'root/login': ['Login', 'Auth'],
      'robot/add-relation': ['AddRelation', 'ModifyRelation'],
      'notice/health-notice': ['HealthNotice', 'CustInfoAuthorization'],
      'robot/ebs-joint-sales-selector': ['EbsJointSalesSelector', 'LcoJointSalesSelector'],
      // Issue 23: regulation, codes, reports and rankings as variants.
      'client/client-regulate': ['ClientRegulate', 'NewClientRegulate'],
      'customer-info/list-mechanism': ['ListMechanism', 'TeamCode', 'EnterpriseRepair'],
      'customer-info/person-performance-rank-report': ['PersonPerformanceRankReport', 'Bindreport'],
      'customer-info/person-report': ['CustomerInfoPersonReport', 'ReportPersonReport'],
      // Issue 24: the poster sends are variants of the article sends.
      'news/send-person-news-batch': ['SendPersonNewsBatch', 'SendPersonPosterBatch'],
      'news/send-person-news-group-msg': ['SendPersonNewsGroupMsg', 'SendPersonPosterGroupMsg'],
    });
    for (const [, rs] of shared) {
      const looks = rs.map((r) => JSON.stringify([r.props ?? {}, r.title, r.keepAlive ?? false]));
      expect(new Set(looks).size).toBe(rs.length);
    }
  });

  it('derives page ids from the path: first segment (root for single-segment paths), rest joined by "-"', () => {
    // A variant route shows the page of the first route of its page (route props tell them apart).
    const primary = routes.filter((x) => x.page && routes.find((y) => y.page === x.page) === x);
    for (const r of primary) {
      const segs = r.path.split('/').filter((s) => s && !s.startsWith(':'));
      const expected =
        segs.length > 1
          ? `${segs[0]}/${segs.slice(1).join('-')}`
          : r.path.split('/').filter(Boolean).length > 1
            ? `${segs[0]}/${segs[0]}`
            : `root/${segs[0]}`;
      expect(r.page, r.path).toBe(expected);
    }
  });

  it('gives every route a Chinese title', () => {
    for (const r of routes) expect(r.title, r.path).toMatch(/\p{Script=Han}/u);
  });

  it('points every redirect at an existing page route', () => {
    for (const r of routes.filter((x) => x.redirect)) {
      const target = routes.find((t) => !t.redirect && matches(t.path, r.redirect!));
      expect(target, `${r.path} -> ${r.redirect}`).toBeDefined();
    }
  });
});

describe('route table: spec 2.2 static routes and redirects', () => {
  it('makes / the Index route and /index, both leading to the home of the user\'s role', () => {
    expect(route('/')).toMatchObject({ name: 'Index', toHome: true, roles: ['*'] });
    expect(route('/index')).toMatchObject({ name: 'IndexRedirect', toHome: true, roles: ['*'] });
  });

  it('makes the customer home page the qyUser home and a robot page the externalUser home (spec 2.5)', () => {
    const homes = routes.filter((r) => r.home?.length);
    expect(homes.map((r) => [r.path, r.home])).toEqual([
      ['/home/customer-home-page', ['qyUser']],
      ['/robot/chat-room-add-relation', ['externalUser']],
    ]);
  });

  it('redirects /knowledge and /product', () => {
    expect(route('/knowledge').redirect).toBe('/knowledge/index');
    expect(route('/product').redirect).toBe('/product/index');
  });

  it('sends any unknown path to /error/404 through a catch-all in the system group', () => {
    const notFound = byName.get('NotFound');
    expect(notFound).toMatchObject({ group: 'system', redirect: '/error/404', roles: ['*'], access: 'public' });
    expect(notFound!.path.endsWith('*')).toBe(true);
    expect(route('/error/:code')).toMatchObject({ group: 'system', page: 'error/error', roles: ['*'] });
  });

  it('opens the static routes to all roles', () => {
    const statics = [
      '/',
      '/index',
      '/login',
      '/auth',
      '/pc-qr-code-login',
      '/error/:code',
      '/car-use-place',
      '/management-of-car-mall/che-shang-tong',
      '/marketing/marketing-binding',
      '/marketing/scan-code-binding',
      '/marketing/account-info',
      '/renewal-task/renewal-task',
      '/renewal-task/notes-of-follow-up-information',
      '/news-tool',
      '/url-scheme-tool',
    ];
    for (const p of statics) expect(route(p).roles, p).toEqual(['*']);
  });
});

describe('route table: keep-alive (spec 2.1)', () => {
  it('caches exactly the views the spec flags', () => {
    const cached = routes.filter((r) => r.keepAlive === true).map((r) => r.path);
    expect([...cached].sort()).toEqual([...KEEP_ALIVE].sort());
  });
});

describe('route table: access (spec 2.4, 4.1)', () => {
  it.each(WHITELIST)('%s is whitelist (needs comId, no login)', (p) => {
    expect(route(p).access).toBe('whitelist');
  });

  it.each(PUBLIC)('%s is public (open, no comId) and a constant route', (p) => {
    expect(route(p).access).toBe('public');
    // The guard lets public paths through before dynamic routes exist, so they must be constant.
    expect(route(p).roles).toEqual(['*']);
  });

  it.each(RESTFUL)('%s is restful and a constant route', (p) => {
    expect(route(p).access).toBe('restful');
    expect(route(p).roles).toEqual(['*']);
  });

  it('makes every other route private (needs login), redirects to a private page included', () => {
    const open = new Set([...WHITELIST, ...PUBLIC, ...RESTFUL, byName.get('NotFound')!.path]);
    for (const r of routes.filter((x) => !open.has(x.path))) expect(r.access, r.path).toBe('private');
  });
});

describe('route table: roles (spec 6)', () => {
  it('generates the /robot routes of 2.5 for externalUser (and qyUser, who reaches all)', () => {
    for (const p of ROBOT) {
      const r = route(p);
      if (r.access === 'public') expect(r.roles, p).toEqual(['*']);
      else expect([...r.roles].sort(), p).toEqual(['externalUser', 'qyUser']);
    }
    expect(routes.filter((r) => r.group === 'robot').map((r) => r.path).sort()).toEqual([...ROBOT].sort());
  });

  it('gives externalUser no route outside /robot', () => {
    for (const r of routes.filter((x) => x.roles.includes('externalUser'))) {
      expect(r.path.startsWith('/robot/'), r.path).toBe(true);
    }
  });

  it('generates every private non-robot page route for qyUser only', () => {
    for (const r of routes.filter((x) => x.access === 'private' && !x.redirect && !x.toHome && x.group !== 'robot')) {
      expect(r.roles, r.path).toEqual(['qyUser']);
    }
  });
});

describe('route table: permission gate (spec 4.2) and query defaults', () => {
  it('skips the gate exactly for registration and account info', () => {
    const skipped = routes.filter((r) => r.permissionCheck === false).map((r) => r.name);
    expect(skipped.sort()).toEqual(['AccountInfo', 'RegisterBusinessCard']);
  });

  it('names the registration route RegisterBusinessCard with its query defaults', () => {
    expect(byName.get('RegisterBusinessCard')).toMatchObject({
      path: '/business-card/register-card',
      query: { redirect: 'cache', type: 'register' },
    });
  });

  it('names the account-info route AccountInfo with modifyMobile=1 and no avatar default', () => {
    const r = byName.get('AccountInfo');
    expect(r).toMatchObject({ path: '/customer-info/account-info', query: { modifyMobile: '1' } });
    expect(r!.query).not.toHaveProperty('avatar');
  });
});

describe('route table: spec spellings and titles', () => {
  it('keeps the spec paths verbatim, odd spellings included', () => {
    for (const p of [
      '/customer-info/customerInfo-detail',
      '/home/custome-assistant',
      '/service-pack-application/prpdict-list',
      '/customer-info/all-lables',
      '/customer-info/enterprise-creat',
      '/customer-info/PolicyDetail',
      '/customer-info/pay-qrCode',
      '/wechat/policyDetails',
      '/verbal-trick-manage/search-patter-by-type3',
      '/open-service-manager/:code',
      '/external-insure-link/:code',
      '/training-resource/:code',
    ]) {
      expect(byPath.has(p), p).toBe(true);
    }
  });

  it("titles both /notice pages '请阅读' and the /external download pages '电子保单'", () => {
    expect(route('/notice/health-notice').title).toBe('请阅读');
    expect(route('/notice/cust-info-authorization').title).toBe('请阅读');
    for (const p of ['/external/download-policy', '/external/download-file', '/external/download-policy-single']) {
      expect(route(p).title, p).toBe('电子保单');
    }
  });
});

describe('non-vehicle jump targets (spec 2.6)', () => {
  it('lists the five kinds with legacy .do paths and no routes', () => {
    const doc = modules.find((m) => m.doc.group === 'nonvehicle')!.doc;
    expect(doc.routes).toEqual([]);
    expect(doc.jumpTargets!.map((j) => [j.kind, j.path])).toEqual([
      ['homeProIns', '/nonvehicle/homeProIns'],
      ['goodsinsurance', '/nonvehicle/goodsinsurance'],
      ['liability', '/nonvehicle/liability'],
      ['accidentIns', '/nonvehicle/accidentIns'],
      ['portfolio', '/nonvehicle/portfolio'],
    ]);
    for (const j of doc.jumpTargets!) expect(j.legacyPath).toBe(`/prpall/${j.kind}/prepareQuery.do`);
  });
});
