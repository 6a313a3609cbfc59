import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { addLibFormats } from '@/lib';

describe('addLibFormats', () => {
  const ajv = addLibFormats(new Ajv());
  const validate = ajv.compile({
    type: 'object',
    properties: {
      phone: { type: 'string', format: 'phone' },
      id: { type: 'string', format: 'idcard' },
      plate: { type: 'string', format: 'license-plate' },
    },
  });

  it('accepts valid values', () => {
    expect(validate({ phone: '13812345678', id: '11010519491231002X', plate: '粤BD12345' })).toBe(true);
  });

  it.each([
    ['phone', { phone: '12812345678' }],
    ['idcard', { id: '110105194912310021' }],
    ['license-plate', { plate: '京Z1234港' }],
  ])('rejects an invalid %s', (format, data) => {
    expect(validate(data)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'format', params: { format } });
  });

  it('returns the same instance', () => {
    const other = new Ajv();
    expect(addLibFormats(other)).toBe(other);
  });
});
