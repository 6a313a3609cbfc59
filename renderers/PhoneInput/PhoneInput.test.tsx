import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv from 'ajv';
import PhoneInput from './PhoneInput';
import propsSchema from './props.schema.json';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('PhoneInput', () => {
  it.each([
    ['types a valid number without an error', '13812345678'],
    ['keeps digits only and at most 11', '138-1234 5678999'],
  ])('%s', async (_, typed) => {
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    const input = screen.getByPlaceholderText('请输入手机号码');
    await userEvent.type(input, typed);
    expect(input).toHaveValue('13812345678');
    expect(onChange).toHaveBeenLastCalledWith('13812345678');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the Chinese error once an 11-digit number is invalid', async () => {
    render(<PhoneInput />);
    const input = screen.getByPlaceholderText('请输入手机号码');
    await userEvent.type(input, '1281234567');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(input, '8');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens the numeric keyboard on phones', () => {
    render(<PhoneInput />);
    const input = screen.getByPlaceholderText('请输入手机号码');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '11');
  });

  it('shows a controlled invalid value as an error, unless showError is off', () => {
    const { rerender } = render(<PhoneInput value="12812345678" />);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    rerender(<PhoneInput value="12812345678" showError={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('honours disabled and placeholder', () => {
    render(<PhoneInput value="13812345678" disabled placeholder="客户手机" />);
    expect(screen.getByPlaceholderText('客户手机')).toBeDisabled();
  });

  it('declares its props as a field widget', () => {
    expect(propsSchema).toMatchObject({ title: 'PhoneInput', 'x-kind': 'field' });
    const validate = new Ajv({ strict: false }).compile(propsSchema);
    expect(validate({ placeholder: '请输入', disabled: true, showError: false })).toBe(true);
    expect(validate({ maxLength: 3 })).toBe(false);
  });
});
