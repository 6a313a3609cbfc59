// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { compileExpression, ExpressionError } from '../../../build/expr';
import { HELPER_NAMES } from '@/core/expr/helperNames';
import { helpers } from '@/core/expr/helpers';

describe('expression compiler', () => {
  it('compiles member access to optional chaining over the scope', () => {
    expect(compileExpression('query.custId')).toBe('(s) => s["query"]?.["custId"]');
  });
  it('compiles helper calls to the helper table', () => {
    expect(compileExpression('maskPhone(data.c.mobile)')).toBe('(s) => h.maskPhone(s["data"]?.["c"]?.["mobile"])');
  });
  it.each([
    ['qurey.id', /unknown variable 'qurey'/],
    ['foo(1)', /unknown helper 'foo'/],
    ['query.a.toString()', /only registered helpers can be called/],
    ['this.x', /not allowed/],
    ['query.__proto__', /not allowed/],
    ['a = 1', /cannot parse|not allowed|unknown variable/],
    ['', /empty expression/],
  ])('rejects %s', (src, re) => {
    expect(() => compileExpression(src)).toThrow(ExpressionError);
    expect(() => compileExpression(src)).toThrow(re);
  });
  it('compact drops the empty items of a list, so join names only the conditions set', () => {
    expect(helpers.join(helpers.compact(['在保', null, '', '男性', undefined, false]), ' · ')).toBe('在保 · 男性');
    expect(helpers.compact('在保')).toEqual([]);
  });
  it('knows exactly the runtime helpers', () => {
    expect([...HELPER_NAMES].sort()).toEqual(Object.keys(helpers).sort());
  });
});
