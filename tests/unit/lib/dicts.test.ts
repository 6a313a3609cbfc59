import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import type { Dict } from '@/lib';
import { dictLabel, dictOptions, PLATE_PREFIXES, platePrefixByComId, provinceByPlatePrefix } from '@/lib';
import { dicts } from '@/lib/dictData';

const ROOT = path.resolve(__dirname, '../../../schemas');
const DICT_DIR = path.join(ROOT, 'dicts');
const metaSchema = JSON.parse(fs.readFileSync(path.join(ROOT, 'meta/dict.schema.json'), 'utf8')) as object;
const files = fs.readdirSync(DICT_DIR).filter((f) => f.endsWith('.json')).sort();
const read = (file: string): Dict => JSON.parse(fs.readFileSync(path.join(DICT_DIR, file), 'utf8')) as Dict;

describe('dictionary files', () => {
  const validate = new Ajv({ allErrors: true }).compile(metaSchema);

  it.each(files)('%s validates against dict.schema.json, names itself and has unique values', (file) => {
    const json = read(file);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json).toMatchObject({ $schema: '../meta/dict.schema.json', name: file.replace(/\.json$/, '') });
    const values = json.items.map((item) => item.value);
    expect(new Set(values).size).toBe(values.length);
  });

  it('the meta-schema refuses unknown fields and non-string values', () => {
    const base = { $schema: '../meta/dict.schema.json', name: 'x', title: '测试' };
    expect(validate({ ...base, items: [{ value: '1', label: '一' }] })).toBe(true);
    expect(validate({ ...base, items: [{ value: 1, label: '一' }] })).toBe(false);
    expect(validate({ ...base, items: [{ value: '1', label: '一', color: 'red' }] })).toBe(false);
    expect(validate({ ...base, extra: {}, items: [{ value: '1', label: '一' }] })).toBe(false);
    expect(validate({ ...base, assumed: false, items: [{ value: '1', label: '一' }] })).toBe(false);
    expect(validate({ ...base, name: 'Not_Kebab', items: [{ value: '1', label: '一' }] })).toBe(false);
  });

  it('dictData loads every file by name', () => {
    expect(Object.keys(dicts).sort()).toEqual(files.map((f) => f.replace(/\.json$/, '')).sort());
  });

  const codes = (name: string): string[] => dicts[name].items.map((item) => item.value);

  it.each([
    ['customer-gender', ['0', '1', '2', '9']],
    ['filter-gender', ['0', '1']],
    ['follow-up-status', ['mu001', 'mu002', 'mu003', '0']],
    ['customer-status', ['-1', '01', '02', '03', '99']],
    ['insured-flag', ['0', '1']],
    ['binding-source', ['1', '8', '4', '5']],
    ['push-source', ['todoTask', 'kafkaPayment']],
    ['binding-task-type', ['2', '3', '6', '7']],
    ['group-message-filter-type', ['0', '1', '2']],
    ['group-message-type', ['0', '1', '2', '3', '5', '6']],
    ['care-message-type', ['0', '1', '2', '3', '4', '5']],
    ['id-document-type', ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '15', '16', '17', '21', '25', '26', '99']],
    ['expertise-area', ['1', '2', '3', '4', '5', '6', '7']],
    ['quotation-check-type', ['1', '2']],
    ['app-type', ['1', '2']],
    ['vehicle-insurance-kind', ['DAA', 'DZA', 'DDA', 'DZB']],
    ['trade-status-code', ['note-follow', 'note-success', 'note-fail']],
    ['municipality-cities', ['110000', '120000', '210200', '310000', '330200', '350200', '370200', '440300', '500000']],
  ])('%s has exactly the codes of spec/product.md 3.4', (name, expected) => {
    expect(codes(name)).toEqual(expected);
  });

  it.each(['vehicle-insurance-kind', 'phone-data-source', 'script-placeholder'])(
    '%s is marked assumed (the spec does not give its values)',
    (name) => expect(dicts[name].assumed).toBe(true),
  );

  it('phone-data-source covers the twelve sources the spec names', () => {
    expect(dicts['phone-data-source'].items).toHaveLength(12);
  });

  it('script placeholders cover name, title, licence number, end date and seat name', () => {
    const fields = dicts['script-placeholder'].items.map((item) => item.extra?.field);
    expect(fields).toEqual(['customerName', 'customerTitle', 'licenseNo', 'endDate', 'seatName']);
  });

  it('trade-status codes map to follow-up statuses', () => {
    const map = Object.fromEntries(dicts['trade-status-code'].items.map((item) => [item.value, item.extra?.status]));
    expect(map).toEqual({ 'note-follow': 'mu001', 'note-success': 'mu002', 'note-fail': 'mu003' });
    for (const status of Object.values(map)) expect(codes('follow-up-status')).toContain(status);
  });
});

describe('provinces', () => {
  const provinces = dicts.provinces;

  it('has 8-digit codes: two GB/T 2260 digits and six zeros', () => {
    for (const item of provinces.items) expect(item.value).toMatch(/^[1-8]\d000000$/);
    expect(provinces.items).toHaveLength(34);
  });

  it.each([
    ['11000000', '京', '北京'],
    ['12000000', '津', '天津'],
    ['31000000', '沪', '上海'],
    ['44000000', '粤', '广东'],
    ['50000000', '渝', '重庆'],
    ['51000000', '川', '四川'],
    ['52000000', '贵', '贵州'],
    ['53000000', '云', '云南'],
    ['65000000', '新', '新疆'],
    ['71000000', '台', '台湾'],
    ['81000000', '港', '香港'],
    ['82000000', '澳', '澳门'],
  ])('%s ⇄ %s (%s)', (comId, prefix, label) => {
    expect(platePrefixByComId(comId)).toBe(prefix);
    expect(provinceByPlatePrefix(prefix)).toMatchObject({ value: comId, label });
  });

  it('maps both ways with no duplicates', () => {
    const prefixes = provinces.items.map((item) => item.extra?.platePrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const item of provinces.items) {
      const prefix = platePrefixByComId(item.value);
      expect(prefix).toHaveLength(1);
      expect(provinceByPlatePrefix(prefix)?.value).toBe(item.value);
    }
  });

  it('plate prefixes are exactly the provinces plus 港 澳 台', () => {
    expect(PLATE_PREFIXES.join('')).toBe('京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵云藏陕甘青宁新台港澳');
  });

  it('unknown codes and characters give nothing', () => {
    expect(platePrefixByComId('99000000')).toBe('');
    expect(platePrefixByComId(null)).toBe('');
    expect(platePrefixByComId(51000000)).toBe('川');
    expect(provinceByPlatePrefix('中')).toBeUndefined();
  });
});

describe('dictLabel and dictOptions', () => {
  const gender = dicts['customer-gender'];

  it.each([
    ['1', '男'],
    [2, '女'],
    ['9', '未说明'],
    ['5', ''],
    [null, ''],
    [undefined, ''],
  ])('dictLabel(customer-gender, %s) = %s', (value, expected) => expect(dictLabel(gender, value)).toBe(expected));

  it('dictOptions gives { label, value } in order', () => {
    expect(dictOptions(dicts['filter-gender'])).toEqual([
      { label: '女', value: '0' },
      { label: '男', value: '1' },
    ]);
  });
});
