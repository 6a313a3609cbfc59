/**
 * Required messages name the field: 请输入<title> for a field typed into, 请选择<title> for one
 * whose value is picked, 此项为必填项 without a title, and a rule's own message as it is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ISchema } from '@formily/react';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { requiredMessage } from './lib/requiredMessage';
import { longFormWith } from './testing/longForm';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(cleanup);
guardConsole();

const item = (component: string, title?: string, extra: ISchema = {}): ISchema => ({
  type: 'string',
  ...(title ? { title } : {}),
  required: true,
  'x-decorator': 'FormItem',
  'x-component': component,
  ...extra,
});

const FIELDS: Record<string, ISchema> = {
  name: item('Input', '姓名'),
  mobile: item('PhoneInput', '手机号码'),
  job: item('Select', '职务', { enum: [{ label: '客户经理', value: '1' }, { label: '理赔顾问', value: '2' }] }),
  level: item('Radio.Group', '审核级别', { enum: [{ label: '一级审核', value: '1' }, { label: '二级审核', value: '2' }] }),
  start: item('DatePicker', '起保日期'),
  untitled: item('Input'),
  photo: item('Input', '证件照', { 'x-validator': [{ required: true, message: '请上传证件照' }] }),
};


describe('required messages', { timeout: 60000 }, () => {
  it('name the field and what to do with it', async () => {
    await renderPage(longFormWith(FIELDS), { runtime: createFakeRuntime() });
    await screen.findByText('起保日期', { selector: 'label' });
    await userEvent.click(screen.getByText('提 交').closest('button') as HTMLElement);
    for (const message of ['请输入姓名', '请输入手机号码', '请选择职务', '请选择审核级别', '请选择起保日期', '此项为必填项', '请上传证件照']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('该字段是必填字段')).toBeNull();
  });

  it('picks the verb by component and falls back without a title', () => {
    expect(requiredMessage(' 姓名 ', 'Input')).toBe('请输入姓名');
    expect(requiredMessage('备注', 'Input.TextArea')).toBe('请输入备注');
    expect(requiredMessage('车牌号', 'PlateInput')).toBe('请输入车牌号');
    expect(requiredMessage('险种', 'DictSelect')).toBe('请选择险种');
    expect(requiredMessage('审核人', 'ApiSelect')).toBe('请选择审核人');
    expect(requiredMessage('期间', 'DatePicker.RangePicker')).toBe('请选择期间');
    expect(requiredMessage('群类型', 'Checkbox.Group')).toBe('请选择群类型');
    expect(requiredMessage('是否续保', 'Switch')).toBe('请选择是否续保');
    expect(requiredMessage('地区', 'Cascader')).toBe('请选择地区');
    expect(requiredMessage('', 'Input')).toBe('此项为必填项');
    expect(requiredMessage(undefined, undefined)).toBe('此项为必填项');
  });
});
