/**
 * The Form widget's FormItem decorator (lib/formItem): plain fields render Formily's FormItem
 * markup with Formily's field state, other fields get Formily's FormItem itself.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createForm, type Form as FormilyForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { FormItem as FormilyFormItem } from '@formily/antd-v5/esm/form-item';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Input } from '@formily/antd-v5/esm/input';
import type { PageModule } from '@/widget-kit';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { FormItem, FormItemScope } from './lib/formItem';
import { longFormWith } from './testing/longForm';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(cleanup);
guardConsole();

const FIELDS: Record<string, ISchema> = {
  // The fixture's onSubmit toasts 已提交 {{result.tailRequired}} {{form.vip}} (compiled at build time).
  tailRequired: { type: 'string', title: '姓名', required: true, description: '与证件一致', 'x-decorator': 'FormItem', 'x-component': 'Input' },
  code: { type: 'string', title: '代码', 'x-decorator': 'FormItem', 'x-decorator-props': { tooltip: '统一社会信用代码' }, 'x-component': 'Input' },
  note: { type: 'string', title: '备注', 'x-decorator': 'FormItem', 'x-decorator-props': { className: 'note', 'data-kind': 'note' }, 'x-component': 'Input' },
};

/** A page with one Form of FIELDS (the long-form fixture's page, with its schema replaced). */
const pageOf = (layout: 'vertical' | 'horizontal'): PageModule => longFormWith(FIELDS, layout);

const itemOf = (title: string): HTMLElement => screen.getByText(title, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;

describe('Form FormItem', { timeout: 60000 }, () => {
  it('shows label, asterisk, description and the validation error of a plain field, and submits once valid', async () => {
    const runtime = createFakeRuntime();
    await renderPage(pageOf('vertical'), { runtime });
    const name = await waitFor(() => itemOf('姓名'));
    expect(name).toHaveClass('ant-formily-item-layout-vertical', 'ant-formily-item-size-large', 'ant-formily-item-feedback-layout-terse', 'ant-formily-item-label-wrap');
    expect(name.querySelector('.ant-formily-item-asterisk')).toHaveTextContent('*');
    expect(name.querySelector('.ant-formily-item-extra')).toHaveTextContent('与证件一致');
    await userEvent.click(screen.getByText('提 交').closest('button') as HTMLElement);
    await waitFor(() => expect(name).toHaveClass('ant-formily-item-error', 'ant-formily-item-feedback-has-text'));
    expect(name.querySelector('.ant-formily-item-error-help')).toHaveTextContent('请输入姓名');
    await userEvent.type(name.querySelector('input') as HTMLInputElement, '张三');
    await waitFor(() => expect(name).not.toHaveClass('ant-formily-item-error'));
    expect(name.querySelector('.ant-formily-item-help')).toBeNull();
    await userEvent.click(screen.getByText('提 交').closest('button') as HTMLElement);
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['已提交 张三 1', undefined]]));
  });

  it("gives a field with a tooltip Formily's FormItem; class names and data props reach a plain one", async () => {
    await renderPage(pageOf('horizontal'));
    const code = await waitFor(() => itemOf('代码'));
    expect(code.querySelector('.ant-formily-item-label-tooltip-icon')).not.toBeNull();
    const note = itemOf('备注');
    expect(note).toHaveClass('note', 'ant-formily-item-layout-horizontal', 'ant-formily-item-label-align-left');
    expect(note).toHaveAttribute('data-kind', 'note');
    expect(note.querySelector('.ant-formily-item-colon')).toHaveTextContent(':');
  });

  it("renders a plain field with the markup of Formily's FormItem, valid and invalid, vertical, horizontal with columns and with a label width", async () => {
    type Layout = 'vertical' | 'horizontal' | 'labelWidth';
    const markup = async (decorator: typeof FormItem, which: Layout, invalid: boolean): Promise<string> => {
      const layout = which === 'vertical' ? 'vertical' : 'horizontal';
      const cols = which === 'horizontal';
      const SchemaField = createSchemaField({ components: { FormItem: decorator, Input } });
      const form: FormilyForm = createForm();
      const Wrap = ({ children }: { children: ReactNode }): ReactNode => (
        <FormLayout layout={layout} labelAlign="left" labelWrap colon={layout === 'horizontal'} labelCol={cols ? 7 : undefined} wrapperCol={cols ? 17 : undefined} labelWidth={which === 'labelWidth' ? 120 : undefined} size="large" feedbackLayout="terse">
          {children}
        </FormLayout>
      );
      const { container, unmount } = render(
        <FormProvider form={form}>
          <Wrap>
            <FormItemScope>
              <SchemaField schema={{ type: 'object', properties: { name: FIELDS.tailRequired, note: FIELDS.note } }} />
            </FormItemScope>
          </Wrap>
        </FormProvider>,
      );
      if (invalid) await act(() => form.validate().catch(() => undefined));
      await act(() => new Promise((r) => requestAnimationFrame(r)));
      const html = [...container.querySelectorAll('.ant-formily-item')].map((el) => el.outerHTML).join('\n');
      unmount();
      return html;
    };
    for (const layout of ['vertical', 'horizontal', 'labelWidth'] as const) {
      for (const invalid of [false, true]) {
        const ours = await markup(FormItem, layout, invalid);
        expect(ours).toContain('ant-formily-item');
        expect(ours).toBe(await markup(FormilyFormItem as typeof FormItem, layout, invalid));
      }
    }
  });
});
