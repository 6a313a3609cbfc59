// @vitest-environment node
/**
 * Marketing content calls the content pages rely on: a script looked up by its id, …
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing/node-fixture';
import { dataOf } from '../testing/client';

interface Page<T> {
  list: T[];
  total: number;
}

describe('queryPatterMain', () => {
  it('answers one script by its id, and none for an unknown id', async () => {
    const sb = createTestSandbox();
    const script = sb.store.state.scripts[3];
    const one = dataOf((await sb.call('queryPatterMain', { patterId: script.patterId })).json) as Page<{ patterId: string; className: string }>;
    expect(one.total).toBe(1);
    expect(one.list[0]).toMatchObject({ patterId: script.patterId, title: script.title, content: script.content });
    expect(one.list[0].className).not.toBe('');
    const none = dataOf((await sb.call('queryPatterMain', { patterId: 'PA0' })).json) as Page<unknown>;
    expect(none).toMatchObject({ list: [], total: 0 });
  });
});

describe('queryProductList', () => {
  it('answers one product by its code, with its class name, and none for an unknown code', async () => {
    const sb = createTestSandbox();
    const product = sb.store.state.products[4];
    const cls = sb.store.state.productClasses.find((c) => c.classCode === product.classCode);
    const one = dataOf((await sb.call('queryProductList', { productCode: product.productCode })).json) as Page<Record<string, unknown>>;
    expect(one.total).toBe(1);
    expect(one.list[0]).toMatchObject({ productCode: product.productCode, productName: product.productName, className: cls?.className });
    expect(dataOf((await sb.call('queryProductList', { productCode: 'PRD0' })).json)).toMatchObject({ list: [], total: 0 });
  });
});
