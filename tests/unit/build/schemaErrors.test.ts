// @vitest-environment node
/**
 * An invalid schema is a build error that names the file, the JSON pointer and what was expected.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { createValidator, formatIssue, pageReferenceIssues, type KnownNames } from '../../../build';
import { compileExpressionsOf } from '../../../build/emit';

const file = path.resolve('schemas/pages/demo/page.json');
const validator = createValidator();
const page = (body: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  $schema: '../../meta/page.schema.json',
  body,
  ...extra,
});
const messages = (json: unknown): string[] => validator.validate('page', file, json).map(formatIssue);

describe('page schema validation', () => {
  it('accepts a valid page', () => {
    expect(messages(page([{ type: 'Text', text: 'hi' }]))).toEqual([]);
  });

  it('names file, pointer, the type found and the allowed ones for an unknown widget, with the likely one', () => {
    const [m] = messages(page([{ type: 'Txet', text: 'hi' }]));
    expect(m).toMatch(/^schemas\/pages\/demo\/page\.json#\/body\/0\/type: is "Txet", must be one of: .*"Text".* \(did you mean "Text"\?\)$/);
  });

  it('suggests nothing for a name unlike any widget', () => {
    const [m] = messages(page([{ type: 'Carousel', text: 'hi' }]));
    expect(m).toMatch(/: is "Carousel", must be one of: /);
    expect(m).not.toContain('did you mean');
  });

  it('names an unknown prop of a widget and the prop it likely meant', () => {
    expect(messages(page([{ type: 'Text', txt: 'hi', text: 'x' }]))).toContain(
      "schemas/pages/demo/page.json#/body/0: unknown property 'txt' (did you mean 'text'?)",
    );
  });

  it('names a wrong enum value and lists the allowed ones', () => {
    const all = messages(page([{ type: 'Text', text: 'x', variant: 'huge' }])).join('\n');
    expect(all).toContain('#/body/0/variant: is "huge", must be one of: "body", "title"');
    expect(all).not.toContain('did you mean');
  });

  it('names the type found where another was expected', () => {
    const all = messages(page([{ type: 'Text', text: 'x' }], { navBar: { title: 3 } })).join('\n');
    expect(all).toMatch(/#\/navBar\/title: must be of type string, not integer/);
  });

  it('accepts a whole expression where a prop takes an enum', () => {
    expect(messages(page([{ type: 'Text', text: 'x', variant: "{{query.v === '1' ? 'title' : 'body'}}" }]))).toEqual([]);
  });

  it('checks actions inside props', () => {
    const all = messages(page([{ type: 'Text', text: 'x', onClick: [{ action: 'navigate' }] }])).join('\n');
    expect(all).toContain("#/body/0/onClick/0: missing required property 'to'");
  });

  it('requires the $schema reference for editor completion', () => {
    expect(messages({ body: [] })).toContain(
      'schemas/pages/demo/page.json#/$schema: must be "../../meta/page.schema.json" (editor completion and validation use it)',
    );
  });
});

describe('expression errors', () => {
  it('names the pointer and the unknown variable', () => {
    const { issues } = compileExpressionsOf(page([{ type: 'Text', text: '{{qurey.name}}' }]), file);
    expect(issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^schemas\/pages\/demo\/page\.json#\/body\/0\/text: expression \{\{qurey\.name\}\}: unknown variable 'qurey' \(did you mean 'query'\?\)/),
    ]);
  });

  it('names an unknown helper', () => {
    const { issues } = compileExpressionsOf(page([{ type: 'Text', text: '{{maskPhon(user.mobile)}}' }]), file);
    expect(issues[0].message).toMatch(/unknown helper 'maskPhon' \(did you mean 'maskPhone'\?\)/);
  });
});

describe('references to other schema files', () => {
  const known: KnownNames = {
    apiIds: new Set(['queryCustomerList', 'queryPolicyList']),
    formNames: new Set(['Input', 'Select', 'FormItem']),
    routes: [
      { path: '/customer-info/query-customer', name: 'QueryCustomer' },
      { path: '/policy/:policyNo', name: 'PolicyDetail' },
    ],
  };
  const issuesOf = (json: unknown): string[] => pageReferenceIssues(file, json, known).map(formatIssue);

  it('names an unknown call id, where it is and the likely one', () => {
    expect(issuesOf(page([]))).toEqual([]);
    expect(issuesOf(page([], { data: { list: { api: 'queryCustomerLst' } } }))).toEqual([
      "schemas/pages/demo/page.json#/data/list/api: unknown call id 'queryCustomerLst' (did you mean 'queryCustomerList'?) (not in schemas/apis)",
    ]);
  });

  it('names an unknown form component and the likely one', () => {
    const form = { type: 'Form', schema: { type: 'object', properties: { name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Inptu' } } } };
    expect(issuesOf(page([form])).join('\n')).toMatch(/#\/body\/0\/schema\/properties\/name\/x-component: unknown form component 'Inptu' \(did you mean 'Input'\?\) \(registered: FormItem, Input, Select\)/);
  });

  it('names a date bound of a date control that is not "today", a date or an expression', () => {
    const form = (minDate: unknown): unknown =>
      page([{ type: 'Form', schema: { type: 'object', properties: { day: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-component-props': { minDate } } } } }]);
    // (DatePicker unknown here: only the bound's issue is looked at.)
    const boundIssues = (json: unknown): string[] => issuesOf(json).filter((m) => !m.includes('unknown form component'));
    expect(boundIssues(form('tomorow'))).toEqual([
      'schemas/pages/demo/page.json#/body/0/schema/properties/day/x-component-props/minDate: is "tomorow", must be "today", a date YYYY-MM-DD or an expression giving one',
    ]);
    expect(boundIssues(form('2026-02-30'))).toHaveLength(1);
    expect(boundIssues(form('today'))).toEqual([]);
    expect(boundIssues(form('2026-02-28'))).toEqual([]);
    expect(boundIssues(form("{{date(now(), 'YYYY-MM-DD')}}"))).toEqual([]);
  });

  it('names a navigate target that matches no route, with the likely path; a route pattern matches', () => {
    const go = (to: string): unknown => page([{ type: 'Text', text: 'x', onClick: [{ action: 'navigate', to }] }]);
    expect(issuesOf(go('/customer-info/query-custmer?tab=1'))).toEqual([
      "schemas/pages/demo/page.json#/body/0/onClick/0/to: navigate target '/customer-info/query-custmer?tab=1' matches no route (did you mean '/customer-info/query-customer'?)",
    ]);
    expect(issuesOf(go('/policy/P123'))).toEqual([]);
    expect(issuesOf(go('/nowhere'))).toEqual(["schemas/pages/demo/page.json#/body/0/onClick/0/to: navigate target '/nowhere' matches no route"]);
  });

  it('names a queryState path the state does not declare, or declares with a value that is not a string', () => {
    const kept = (state: unknown): unknown => page([], { state, queryState: { gender: 'filter.gender', keyword: 'keyword' } });
    expect(issuesOf(kept({ filter: { gender: '' }, keyword: '' }))).toEqual([]);
    expect(issuesOf(kept({ filter: { gender: '' }, keyword: [] }))).toEqual([
      "schemas/pages/demo/page.json#/queryState/keyword: queryState 'keyword' names state path 'keyword', a list in state; it must be declared with a string initial value",
    ]);
    expect(issuesOf(kept({ filter: {}, keyword: '' }))).toEqual([
      "schemas/pages/demo/page.json#/queryState/gender: queryState 'gender' names state path 'filter.gender', not declared in state; it must be declared with a string initial value",
    ]);
  });
});
