/**
 * Each page's chunk carries the dictionaries it names and no other (build/walk.ts dictNamesOf), so
 * the home's first paint does not download every dictionary (issue 28's 170 KB). What it names: a
 * `dict` or `<what>Dict` prop, an expression's `dict['name']`, and the dictionaries its widgets
 * default to; a page naming one at run time gets them all.
 */
import { describe, expect, it } from 'vitest';
import { pageLoaders } from 'virtual:schema/pages';
import { dictNamesOf } from '../../../build/walk';
import { defaultDictsOf, loadWidgets } from '../../../build/widgets';
import { pageDicts } from '@/app/schemaData';

const defaults = defaultDictsOf(loadWidgets());

describe('the dictionaries a page names', () => {
  it('are those of its dict props, its expressions and its widgets’ defaults, each once, sorted', () => {
    const page = {
      body: [
        { type: 'CellGroup', items: [{ label: '类型', value: '{{data.x}}', format: { dict: 'insured-flag' } }] },
        { type: 'Text', text: "{{dictLabel(dict['care-message-type'], data.t)}} {{dictLabel(dict.provinces, data.p)}}" },
        { type: 'PolicyCard', kind: '{{data.kind}}', statusDict: 'trade-status-code' },
        { type: 'CustomerCard', name: '{{data.name}}' },
        { type: 'Text', text: "{{dictLabel(dict['insured-flag'], data.f)}}" },
      ],
    };
    expect(dictNamesOf(page, defaults)).toEqual([
      'care-message-type',
      'customer-gender',
      'customer-status',
      'insured-flag',
      'provinces',
      'trade-status-code',
      'vehicle-insurance-kind',
    ]);
  });

  it('include a form control’s (DictSelect in a Formily schema)', () => {
    const page = {
      body: [{ type: 'Form', schema: { type: 'object', properties: { sex: { 'x-component': 'DictSelect', 'x-component-props': { dict: 'customer-gender' } } } } }],
    };
    expect(dictNamesOf(page, defaults)).toEqual(['customer-gender']);
  });

  it('are none for a page naming none, however it uses the word', () => {
    const page = { body: [{ type: 'Text', text: '{{data.dict.name}} {{query.dict}}' }] };
    expect(dictNamesOf(page, defaults)).toEqual([]);
  });

  it.each([
    ['a computed read', { body: [{ type: 'Text', text: '{{dictLabel(dict[data.which], data.v)}}' }] }],
    ['the whole scope passed on', { body: [{ type: 'Text', text: '{{keys(dict)}}' }] }],
    ['an expression as a dict prop', { body: [{ type: 'Tags', items: '{{data.tags}}', dict: "{{data.kind === 1 ? 'a' : 'b'}}" }] }],
  ])('are all of them for a page naming one at run time (%s)', (_label, page) => {
    expect(dictNamesOf(page, defaults)).toBe('all');
  });
});

describe('a page chunk', () => {
  it('carries the home’s one dictionary, whole, and no other', async () => {
    const mod = await pageLoaders['home/customer-home-page']();
    expect(mod.dicts).not.toBe('all');
    const own = await pageDicts(mod);
    expect(Object.keys(own)).toEqual(['customer-status']);
    expect(own['customer-status'].items.find((i) => i.value === '01')?.label).toBe('在保');
  });

  it('carries the detail page’s card defaults', async () => {
    const mod = await pageLoaders['customer-info/customerInfo-detail']();
    expect(Object.keys(await pageDicts(mod))).toEqual(expect.arrayContaining(['customer-gender', 'customer-status']));
  });

  it('for a page naming one at run time, resolves to every dictionary', async () => {
    const mod = await pageLoaders['home/customer-home-page']();
    const all = await pageDicts({ ...mod, dicts: 'all' });
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['customer-status', 'provinces', 'id-document-type']));
    expect(Object.keys(all).length).toBeGreaterThan(20);
  });
});
