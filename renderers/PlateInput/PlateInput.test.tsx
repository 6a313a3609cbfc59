import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv from 'ajv';
import { PLATE_PREFIXES } from '@/widget-kit/form';
import PlateInput from './PlateInput';
import { withHeldValue } from '@renderers/testing/HeldValue';
import propsSchema from './props.schema.json';

/** A Formily-like owner of the value. */
const Owner = withHeldValue(PlateInput);

const rest = (): HTMLElement => screen.getByRole('textbox', { name: '车牌号码' });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('PlateInput', () => {
  it('picks a prefix from the grid, upper-cases the rest and emits the whole plate', async () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '选择省份简称' }));
    await userEvent.click(await screen.findByRole('button', { name: '粤 广东' }));
    expect(onChange).toHaveBeenLastCalledWith('粤');
    await userEvent.type(rest(), 'b12345');
    expect(rest()).toHaveValue('B12345');
    expect(onChange).toHaveBeenLastCalledWith('粤B12345');
    expect(screen.getByRole('button', { name: '选择省份简称' })).toHaveTextContent('粤');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the grid offers every prefix of the provinces dictionary', async () => {
    render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: '选择省份简称' }));
    const grid = await screen.findByRole('group', { name: '省份简称' });
    const keys = Array.from(grid.querySelectorAll('button')).map((b) => b.textContent);
    expect(keys).toEqual([...PLATE_PREFIXES]);
  });

  it('accepts an 8-character new-energy plate', async () => {
    const onChange = vi.fn();
    render(<Owner value="粤" onChange={onChange} />);
    await userEvent.type(rest(), 'BD12345');
    expect(onChange).toHaveBeenLastCalledWith('粤BD12345');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a suffix key appends the suffix, another replaces it, the same again removes it', async () => {
    const onChange = vi.fn();
    render(<Owner value="粤Z1234" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '后缀港' }));
    expect(onChange).toHaveBeenLastCalledWith('粤Z1234港');
    expect(screen.getByRole('button', { name: '后缀港' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '后缀澳' }));
    expect(onChange).toHaveBeenLastCalledWith('粤Z1234澳');
    await userEvent.click(screen.getByRole('button', { name: '后缀澳' }));
    expect(onChange).toHaveBeenLastCalledWith('粤Z1234');
  });

  it.each(['挂', '学', '警', '军'])('the %s key makes a valid suffix plate', async (suffix) => {
    const onChange = vi.fn();
    render(<Owner value="鲁A1234" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: `后缀${suffix}` }));
    expect(onChange).toHaveBeenLastCalledWith(`鲁A1234${suffix}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error when a complete plate is invalid', () => {
    render(<PlateInput value="京Z1234港" />);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的车牌号码');
  });

  it('says nothing while the plate is still being typed', () => {
    render(<PlateInput value="京A12" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a complete rest without a prefix is an error', () => {
    render(<PlateInput value="A123456" />);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的车牌号码');
  });

  it('uses defaultPrefix while the value has none', async () => {
    const onChange = vi.fn();
    render(<Owner defaultPrefix="川" onChange={onChange} />);
    expect(screen.getByRole('button', { name: '选择省份简称' })).toHaveTextContent('川');
    await userEvent.type(rest(), 'a12345');
    expect(onChange).toHaveBeenLastCalledWith('川A12345');
  });

  it('disabled locks the picker, the input and the suffix keys', () => {
    render(<PlateInput value="粤B12345" disabled />);
    expect(screen.getByRole('button', { name: '选择省份简称' })).toBeDisabled();
    expect(rest()).toBeDisabled();
    expect(screen.getByRole('button', { name: '后缀挂' })).toBeDisabled();
  });

  it('declares its props as a field widget', () => {
    expect(propsSchema).toMatchObject({ title: 'PlateInput', 'x-kind': 'field' });
    const validate = new Ajv({ strict: false }).compile(propsSchema);
    expect(validate({ defaultPrefix: '川', disabled: false })).toBe(true);
    expect(validate({ defaultPrefix: '四川' })).toBe(false);
  });
});
