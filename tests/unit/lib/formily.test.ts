import { beforeAll, describe, expect, it } from 'vitest';
import { createForm } from '@formily/core';
import type { FieldValidator } from '@formily/core';
import { registerFormilyValidators } from '@/lib/formily';

async function errorsOf(validator: FieldValidator, value: unknown): Promise<string[]> {
  const form = createForm();
  const field = form.createField({ name: 'f', validator });
  field.setValue(value);
  await field.validate().catch(() => undefined);
  return field.selfErrors;
}

describe('registerFormilyValidators', () => {
  beforeAll(() => {
    registerFormilyValidators();
    registerFormilyValidators(); // idempotent
  });

  it.each([
    ['phone', '13812345678', []],
    ['phone', '12812345678', ['请输入正确的手机号码']],
    // Formily's own phone format accepted landlines like 010-12345678; ours does not.
    ['phone', '010-12345678', ['请输入正确的手机号码']],
    ['idcard', '11010519491231002X', []],
    ['idcard', '110105491231002', []],
    // Formily's own idcard format only checked the shape; ours checks the check digit.
    ['idcard', '110105194912310021', ['请输入正确的身份证号码']],
    ['licensePlate', '粤Z1234港', []],
    ['licensePlate', '京Z1234港', ['请输入正确的车牌号码']],
  ])('format %s, value %s → %j', async (format, value, expected) => {
    expect(await errorsOf(format, value)).toEqual(expected);
    expect(await errorsOf({ format }, value)).toEqual(expected);
  });

  it.each(['phone', 'idcard', 'licensePlate'])('format %s leaves empty values to the required rule', async (format) => {
    expect(await errorsOf(format, '')).toEqual([]);
    expect(await errorsOf(format, undefined)).toEqual([]);
  });

  it('keeps Formily formats we do not replace', async () => {
    expect(await errorsOf('email', 'a@b.cn')).toEqual([]);
    expect(await errorsOf('email', 'not-an-email')).toHaveLength(1);
  });

  it('a custom message wins over ours', async () => {
    expect(await errorsOf({ format: 'phone', message: '手机号不对' }, '123')).toEqual(['手机号不对']);
  });

  it.each([
    ['12345', ['不能使用连续数字']],
    ['654321', ['不能使用连续数字']],
    ['13579', []],
    ['1234567', []],
    ['', []],
  ])('rule notSequential, value %s → %j', async (value, expected) => {
    expect(await errorsOf({ notSequential: true }, value)).toEqual(expected);
  });

  it('Formily built-in messages are Chinese too', async () => {
    expect((await errorsOf({ required: true }, ''))[0]).toMatch(/[\u4e00-\u9fa5]/);
  });
});
