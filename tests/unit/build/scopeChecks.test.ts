// @vitest-environment node
/**
 * Named values (`values`) and route variants (`route.props`) are checked at build time: a read of
 * an undeclared value, a value that reads a row or an action, values reading each other in a circle,
 * and a route prop its page reads but a route does not set (or the reverse) are errors with file and
 * pointer.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { createValidator, formatIssue } from '../../../build';
import { checkPage } from '../../../build/pageCheck';
import { routePropsIssues, routeReadsOf, type RouteUse } from '../../../build/scopeChecks';

const validator = createValidator();
const file = path.resolve('schemas/pages/demo/page.json');
const routesFile = path.resolve('schemas/routes/demo.json');
const page = (extra: Record<string, unknown>, body: unknown[] = [{ type: 'Text', text: 'x' }]): Record<string, unknown> => ({
  $schema: '../../meta/page.schema.json',
  body,
  ...extra,
});
const messages = (json: unknown): string[] => checkPage(file, json, validator).issues.map(formatIssue);

describe('page values', () => {
  it('accepts values read anywhere in the page, reading each other', () => {
    const json = page(
      { values: { tab: "{{state.tab || query.tab || 'todo'}}", title: "{{concat(values.tab, ' · ', route.props.kind)}}" } },
      [{ type: 'Text', text: '{{values.title}}', visible: "{{values.tab !== 'done'}}" }],
    );
    expect(messages(json)).toEqual([]);
  });

  it('names a read of an undeclared value and the likely one', () => {
    expect(messages(page({ values: { title: '{{query.title}}' } }, [{ type: 'Text', text: '{{values.titel}}' }]))).toEqual([
      "schemas/pages/demo/page.json#/body/0/text: values.titel is not declared (did you mean 'title'?) (the page's \"values\": title)",
    ]);
  });

  it('rejects a value reading what only a row or an action sees', () => {
    expect(messages(page({ values: { name: '{{item.custName}}' } }))).toEqual([
      "schemas/pages/demo/page.json#/values/name: page value 'name' reads 'item', which page values cannot see (they are computed once for the page, from query, params, route, user, config, data, sources, state, dict, values)",
    ]);
  });

  it('rejects values reading each other in a circle', () => {
    expect(messages(page({ values: { a: '{{values.b}}', b: "{{concat(values.a, '!')}}" } }))).toEqual([
      'schemas/pages/demo/page.json#/values/a: page values read each other in a circle: values.a → values.b → values.a',
    ]);
  });
});

describe('route props', () => {
  const reads = routeReadsOf(page({}, [{ type: 'Text', text: "{{route.props.kind === 'nocar' ? '非车' : '车险'}}" }]), file);
  const route = (name: string, props?: Record<string, unknown>, i = 0): RouteUse => ({ file: routesFile, pointer: `/routes/${i}`, name, props });

  it('accepts routes that set what the page reads', () => {
    expect(routePropsIssues('demo/page', file, reads, [route('Car', { kind: 'car' }), route('Nocar', { kind: 'nocar' }, 1)])).toEqual([]);
  });

  it('names a route that does not set a prop its page reads, and where the page reads it', () => {
    expect(routePropsIssues('demo/page', file, reads, [route('Car', { kind: 'car' }), route('Nocar', { knid: 'nocar' }, 1)]).map(formatIssue)).toEqual([
      "schemas/routes/demo.json#/routes/1/props: route 'Nocar' does not set props.kind, which its page demo/page reads (schemas/pages/demo/page.json#/body/0/text)",
      "schemas/routes/demo.json#/routes/1/props/knid: route prop 'knid' is not read by its page demo/page (did you mean 'kind'?) (it reads: route.props.kind)",
    ]);
  });

  it('names a read of route that does not exist', () => {
    expect(routeReadsOf(page({}, [{ type: 'Text', text: '{{route.prop.kind}}' }]), file).issues.map(formatIssue)).toEqual([
      "schemas/pages/demo/page.json#/body/0/text: route.prop does not exist (did you mean 'props'?) (route has name, path, props)",
    ]);
  });
});
