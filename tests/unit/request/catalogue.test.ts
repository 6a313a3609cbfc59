import { describe, expect, it } from 'vitest';
import { apiById, CatalogueError, compileCatalogue, configureRequest } from '@/request';
import type { ApiDef } from '@/core/types';

const entry = (id: string): ApiDef => ({ id, title: id, method: 'GET', path: `/wecom/api/${id}.do`, body: 'query', answer: 'unwrap' });

describe('call catalogue', () => {
  it('compileCatalogue adds the domain of each module', () => {
    const apis = compileCatalogue({ '/schemas/apis/a.json': { domain: 'a', apis: [entry('one')] }, '/schemas/apis/b.json': { domain: 'b', apis: [entry('two')] } });
    expect(apis.map((api) => [api.id, api.domain])).toEqual([
      ['one', 'a'],
      ['two', 'b'],
    ]);
  });

  it('a module without domain or apis is a developer error naming the file', () => {
    expect(() => compileCatalogue({ '/schemas/apis/bad.json': { apis: 3 } })).toThrow(/bad\.json/);
  });

  it('a duplicate id across modules is a developer error naming the id and both domains', () => {
    const apis = compileCatalogue({ '/a.json': { domain: 'a', apis: [entry('same')] }, '/b.json': { domain: 'b', apis: [entry('same')] } });
    expect(() => configureRequest({ apis })).toThrow(CatalogueError);
    expect(() => configureRequest({ apis })).toThrow(/"same".*"a".*"b"/);
  });

  it('apiById finds a configured entry', () => {
    configureRequest({ apis: compileCatalogue({ '/a.json': { domain: 'a', apis: [entry('one')] } }) });
    expect(apiById('one')).toMatchObject({ id: 'one', domain: 'a' });
    expect(apiById('two')).toBeUndefined();
  });
});
