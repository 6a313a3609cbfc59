import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createForm, LifeCycleTypes } from '@formily/core';
import { FormProvider } from '@formily/react';
// Deep imports: the package index would bring every component of @formily/antd-v5 along.
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Reset } from '@formily/antd-v5/esm/reset';
import { Submit } from '@formily/antd-v5/esm/submit';
import { type WidgetProps, ExtraScopeContext, usePage, useRuntime } from '@/widget-kit';
// Importing ./schemaField (through ./lib/progressive) runs installFormilyCompiler() and registerFormilyValidators() once.
import { ComponentsReadyContext, componentNamesOf, preloadComponents } from './lib/lazyComponents';
import { Deferred } from './lib/deferred';
import { MountGate, ProgressiveFields, gateForm, mountsInBatches, withSchemaDefaults } from './lib/progressive';
import { DraftNotice, draftSlot, readDraft, useDraft } from './lib/draft';
import './Form.css';
import type { FormProps } from '@renderers/props.generated';

export type { FormProps };

/** Scrolls the first invalid field into view: on a phone it is often above the keyboard or fold. */
function revealFirstError(root: HTMLElement | null): void {
  const el = root?.querySelector<HTMLElement>('.ant-formily-item-error, [aria-invalid="true"]');
  el?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** The Submit button's rejection, already shown by the fields (page.run never rejects). */
function ignoreFailedSubmit(): void {}

/** After the fields have rendered their messages (they re-render after the submit settles). */
function revealFirstErrorSoon(root: HTMLElement | null): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => revealFirstError(root));
  else setTimeout(() => revealFirstError(root), 0);
}

/**
 * A Formily form from a JSON schema (expressions compiled at build time), with antd components and
 * the registry's field widgets, both loaded on first use. Registers itself so the `submit` action
 * (and `form` in expressions) reach it; its own submit button validates and runs onSubmit with the
 * values as result and form.
 *
 * A long form mounts its first screen of fields as one batch right after its own render, and the
 * rest in small batches after that (./lib/progressive), its buttons in the task after its own render;
 * submit, validate and reset first wait for every field, and the schema's defaults are initial
 * values from the start, so the form behaves as if it had mounted at once.
 */
export default function Form({ props, node, path }: WidgetProps<FormProps>): ReactNode {
  const page = usePage();
  const extra = useContext(ExtraScopeContext);
  const at = path.slice(path.indexOf('#') + 1);
  const id = typeof node.id === 'string' && node.id ? node.id : 'form';
  const rootRef = useRef<HTMLDivElement>(null);

  // One form per mounted widget; later initialValues (e.g. a source that loaded) merge in below.
  // A kept draft's values are where the fields start; the initial values stay what reset returns to.
  const gate = useMemo(() => new MountGate(), []);
  const slot = useMemo(() => draftSlot(props.draft, page.scope.user), [props.draft, page.scope.user]);
  const [restored] = useState(() => readDraft(slot));
  const form = useMemo(
    () =>
      gateForm(
        createForm({
          initialValues: withSchemaDefaults(props.schema, props.initialValues ?? {}),
          values: restored,
          pattern: props.pattern ?? 'editable',
        }),
        gate,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once
    [],
  );
  const draftKept = useDraft(form, slot, restored !== undefined);
  const { confirm } = useRuntime();
  const clearDraft = (): void => {
    void confirm({ title: '清空内容', content: '清空后将恢复为空白内容，确定清空吗？', okText: '清空' }).then((ok) => {
      if (ok) void form.reset();
    });
  };
  // Waiting submits fail if the form goes away before every field has mounted.
  useEffect(() => () => gate.abort(), [gate]);
  // A submit with invalid fields, from its own button or from the page's submit action, shows
  // the first of them (the fields show their messages; the action engine says nothing more).
  useEffect(() => {
    const id = form.subscribe(({ type }) => {
      if (type === LifeCycleTypes.ON_FORM_SUBMIT_FAILED && form.invalid) revealFirstErrorSoon(rootRef.current);
    });
    return () => form.unsubscribe(id);
  }, [form]);
  const initialKey = JSON.stringify(props.initialValues ?? {});
  const firstKey = useRef(initialKey);
  useEffect(() => {
    if (initialKey === firstKey.current) return;
    form.setInitialValues(JSON.parse(initialKey) as Record<string, unknown>);
  }, [form, initialKey]);
  useEffect(() => {
    form.setPattern(props.pattern ?? 'editable');
  }, [form, props.pattern]);

  // registerForm changes identity with the page scope; re-registering would reorder the page's
  // forms (the first one is `form` in expressions), so register once per form and id.
  const registerRef = useRef(page.registerForm);
  registerRef.current = page.registerForm;
  useEffect(() => registerRef.current(id, form), [id, form]);

  // Every component the schema names starts loading (in the next tasks), as one batch.
  const ready = useMemo(() => preloadComponents(componentNamesOf(props.schema)), [props.schema]);
  const scope = useMemo(() => ({ ...page.scope, ...extra }), [page.scope, extra]);
  const horizontal = props.layout === 'horizontal';
  const inBatches = useMemo(() => mountsInBatches(props.schema), [props.schema]);
  const submitText = props.submitText ?? '提交';
  const { onSubmit } = props;

  return (
    <div ref={rootRef} className={`w-form w-form--${horizontal ? 'horizontal' : 'vertical'}${props.className ? ` ${props.className}` : ''}`}>
      {draftKept ? <DraftNotice onClear={clearDraft} /> : null}
      <FormProvider form={form}>
        <FormLayout
          layout={horizontal ? 'horizontal' : 'vertical'}
          labelAlign="left"
          labelWidth={horizontal ? props.labelWidth : undefined}
          labelCol={horizontal && !props.labelWidth ? 7 : undefined}
          wrapperCol={horizontal && !props.labelWidth ? 17 : undefined}
          labelWrap
          colon={horizontal}
          size="large"
          feedbackLayout="terse"
        >
          <ComponentsReadyContext.Provider value={ready}>
            <ProgressiveFields schema={props.schema} scope={scope} gate={gate} ready={ready} layout={horizontal ? 'horizontal' : 'vertical'} />
          </ComponentsReadyContext.Provider>
        </FormLayout>
        {submitText || props.resetText ? (
          // A long form's buttons render in the next task: antd generates their styles on first
          // use, work the page's first render can do without.
          <Deferred defer={inBatches}>
            <div className={`w-form__actions${props.stickyActions ? ' w-form__actions--sticky' : ''}`}>
              {props.resetText ? (
                <Reset size="large" className="w-form__reset">
                  {props.resetText}
                </Reset>
              ) : null}
              {submitText ? (
                <Submit
                  size="large"
                  className="w-form__submit"
                  onSubmit={(values: Record<string, unknown>) => page.run(onSubmit, { ...extra, result: values, form: values }, `${at}/onSubmit`)}
                  // Handled: the fields show their messages and the subscription above reveals the first.
                  onSubmitFailed={ignoreFailedSubmit}
                >
                  {submitText}
                </Submit>
              ) : null}
            </div>
          </Deferred>
        ) : null}
      </FormProvider>
    </div>
  );
}
