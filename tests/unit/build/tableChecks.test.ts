// @vitest-environment node
/** Issue 27 item 4: what `npm run check` used to accept — each now named with file and pointer. */
import { describe, expect, it } from 'vitest';
import { dictRefIssues, dictionaryIssues, redirectIssues, sourceRefIssues, type RouteAt } from '../../../build/tableChecks';

const at = (path: string, redirect?: string, i = 0): RouteAt => ({ path, redirect, file: 'schemas/routes/root.json', pointer: `/routes/${i}` });

describe('redirects', () => {
  it('accept a chain that ends on a route, including a parameterised one', () => {
    expect(redirectIssues([at('/', '/index', 0), at('/index', '/home/a?x=1', 1), at('/home/a', undefined, 2), at('/p/:code', undefined, 3), at('/q', '/p/7', 4)])).toEqual([]);
  });

  it('reject a cycle, naming the route, the pointer and the loop', () => {
    expect(redirectIssues([at('/', '/index', 0), at('/index', '/', 1)])).toEqual([
      { file: 'schemas/routes/root.json', pointer: '/routes/0/redirect', message: 'redirect cycle: / → /index → /' },
      { file: 'schemas/routes/root.json', pointer: '/routes/1/redirect', message: 'redirect cycle: /index → / → /index' },
    ]);
  });

  it('reject a redirect to a path no route serves, with the likely one', () => {
    const [found] = redirectIssues([at('/', '/hmoe', 0), at('/home', undefined, 1)]);
    expect(found).toMatchObject({ pointer: '/routes/0/redirect' });
    expect(found.message).toBe("redirect '/hmoe' leads to no route (did you mean '/home'?)");
  });
});

describe('dictionaries', () => {
  it('reject a value listed twice, pointing at the second', () => {
    const json = { items: [{ value: '01', label: '身份证' }, { value: '02', label: '户口簿' }, { value: '01', label: '身份证（重复）' }] };
    expect(dictionaryIssues('schemas/dicts/doc-type.json', json)).toEqual([
      { file: 'schemas/dicts/doc-type.json', pointer: '/items/2/value', message: 'duplicate value "01" (also at /items/0/value)' },
    ]);
    expect(dictionaryIssues('x.json', { items: [{ value: 1 }, { value: '1' }] })).toEqual([]);
  });
});

describe('data-source references', () => {
  const page = {
    data: { articles: { api: 'queryMpNews' }, config: { api: 'queryAssistantConfigInfo' } },
    body: [
      { type: 'List', source: 'articles' },
      { type: 'Section', children: [{ type: 'List', source: 'articel' }] },
      { type: 'Chat', faqSource: 'config' },
      { type: 'List', source: '{{state.which}}' },
    ],
  };

  it('reject a widget naming a source the page does not declare, with the likely one', () => {
    expect(sourceRefIssues('schemas/pages/news/articles.json', page)).toEqual([
      {
        file: 'schemas/pages/news/articles.json',
        pointer: '/body/1/children/0/source',
        message: "unknown data source 'articel' (did you mean 'articles'?) (declared: articles, config)",
      },
    ]);
  });

  it('say so when the page declares no data at all', () => {
    expect(sourceRefIssues('p.json', { body: [{ type: 'List', source: 'rows' }] })[0].message).toBe("unknown data source 'rows' (the page declares no data)");
  });
});

describe('dictionary references', () => {
  const dicts = new Set(['customer-status', 'insured-flag']);

  it("reject a format's unknown dictionary and an expression's, with the likely name", () => {
    const page = {
      body: [
        { type: 'Descriptions', items: [{ label: '客户状态', value: '{{data.c.custStatus}}', format: { dict: 'custmer-status' } }] },
        { type: 'Text', text: "{{dictLabel(dict['nope'], state.s)}} · {{dictLabel(dict['insured-flag'], state.f)}}" },
      ],
    };
    expect(dictRefIssues('schemas/pages/x/y.json', page, dicts)).toEqual([
      {
        file: 'schemas/pages/x/y.json',
        pointer: '/body/0/items/0/format/dict',
        message: "unknown dictionary 'custmer-status' in a format (did you mean 'customer-status'?) (schemas/dicts has no custmer-status.json)",
      },
      { file: 'schemas/pages/x/y.json', pointer: '/body/1/text', message: "unknown dictionary 'nope' in an expression (dict['nope']) (schemas/dicts has no nope.json)" },
    ]);
  });

  it("reject a card's unknown <what>Dict prop (a page once named one to keep a text status from its default)", () => {
    const page = { body: [{ type: 'CustomerCard', status: '{{data.s}}', statusDict: 'renewal-reminder-status' }] };
    expect(dictRefIssues('p.json', page, dicts)).toEqual([
      { file: 'p.json', pointer: '/body/0/statusDict', message: "unknown dictionary 'renewal-reminder-status' in a statusDict prop (schemas/dicts has no renewal-reminder-status.json)" },
    ]);
  });

  it('accept known dictionaries, read either way, and a dict chosen at run time', () => {
    const page = { body: [{ type: 'Text', text: "{{dict.provinces ? 1 : 0}} {{dict['customer-status']}} {{dict[state.which]}}", format: { dict: 'insured-flag' } }] };
    expect(dictRefIssues('p.json', page, new Set([...dicts, 'provinces']))).toEqual([]);
  });
});
