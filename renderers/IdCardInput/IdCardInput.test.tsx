import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv from 'ajv';
import IdCardInput from './IdCardInput';
import propsSchema from './props.schema.json';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('IdCardInput', () => {
  beforeEach(() => {
    // Only Date is faked, so user-event's timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const input = (): HTMLElement => screen.getByPlaceholderText('请输入身份证号码');

  it('the X key appends X and the derived birth date, gender and age appear', async () => {
    const onChange = vi.fn();
    render(<IdCardInput onChange={onChange} />);
    await userEvent.type(input(), '11010519491231002');
    expect(screen.queryByText(/出生日期/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '输入X' }));
    expect(input()).toHaveValue('11010519491231002X');
    expect(onChange).toHaveBeenLastCalledWith('11010519491231002X');
    expect(screen.getByText('出生日期：1949-12-31')).toBeInTheDocument();
    expect(screen.getByText('性别：女')).toBeInTheDocument();
    expect(screen.getByText('年龄：74岁')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('normalises a typed lower-case x', async () => {
    const onChange = vi.fn();
    render(<IdCardInput onChange={onChange} />);
    await userEvent.type(input(), '11010519491231002x');
    expect(input()).toHaveValue('11010519491231002X');
    expect(onChange).toHaveBeenLastCalledWith('11010519491231002X');
  });

  it('drops characters that cannot be in an ID number', async () => {
    render(<IdCardInput />);
    await userEvent.type(input(), '1101-0519 4912a31002X99');
    expect(input()).toHaveValue('11010519491231002X');
  });

  it.each([
    ['110105194912310021', '校验位错误'],
    ['510107209901010011', '出生日期不能晚于今天'],
    ['510107190002290033', '出生日期无效'],
  ])('shows the reason for the invalid 18-character %s: %s', (value, reason) => {
    render(<IdCardInput value={value} />);
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByText(/出生日期：/)).toBeNull();
  });

  it('says nothing while the number is still being typed', () => {
    render(<IdCardInput value="1101051949123" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the info of a valid 15-digit number', () => {
    render(<IdCardInput value="110105491231002" />);
    expect(screen.getByText('出生日期：1949-12-31')).toBeInTheDocument();
  });

  it.each([
    ['51010719900615001X', 'birthday today', '年龄：34岁'],
    ['510107199006160015', 'birthday tomorrow', '年龄：33岁'],
  ])('%s (male, %s) shows 男 and %s', (value, _when, age) => {
    render(<IdCardInput value={value} />);
    expect(screen.getByText('性别：男')).toBeInTheDocument();
    expect(screen.getByText(age)).toBeInTheDocument();
  });

  it('the X key is off when the number is full or the input disabled', () => {
    const { rerender } = render(<IdCardInput value="11010519491231002X" />);
    expect(screen.getByRole('button', { name: '输入X' })).toBeDisabled();
    rerender(<IdCardInput value="110105" disabled />);
    expect(screen.getByRole('button', { name: '输入X' })).toBeDisabled();
    expect(input()).toBeDisabled();
  });

  it('declares its props as a field widget', () => {
    expect(propsSchema).toMatchObject({ title: 'IdCardInput', 'x-kind': 'field' });
    const validate = new Ajv({ strict: false }).compile(propsSchema);
    expect(validate({ placeholder: '证件号', showInfo: false })).toBe(true);
    expect(validate({ value: 'x' })).toBe(false);
  });
});
