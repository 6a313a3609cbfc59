/** The confirmation step of OcrForm: the recognised fields in an editable Formily form. */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { createForm, type Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Schema, type ISchema } from '@formily/json-schema';
import { FormLayout, Submit } from '@formily/antd-v5';
import type { ExprScope } from '@/widget-kit';
import { SchemaField } from '@renderers/Form/schemaField';

export interface OcrConfirmProps {
  schema: ISchema;
  values: Record<string, unknown>;
  scope: ExprScope;
  formId: string;
  registerForm: (id: string, form: Form) => () => void;
  confirmText: string;
  retakeText: string;
  onConfirm(values: Record<string, unknown>): Promise<void>;
  onRetake(): void;
}

export function OcrConfirm({ schema, values, scope, formId, registerForm, confirmText, retakeText, onConfirm, onRetake }: OcrConfirmProps): ReactNode {
  // Recognised values are the form's initial values, so a reset returns to what OCR read.
  const form = useMemo<Form>(() => createForm({ initialValues: values }), [values]);
  const registerRef = useRef(registerForm);
  registerRef.current = registerForm;
  useEffect(() => registerRef.current(formId, form), [formId, form]);
  const compiled = useMemo(() => new Schema({ type: 'object', ...schema }), [schema]);
  const rootRef = useRef<HTMLDivElement>(null);

  return (
    <div ref={rootRef} className="w-ocr-form__confirm">
      <div className="w-ocr-form__hint">请核对识别结果，如有误请直接修改</div>
      <FormProvider form={form}>
        <FormLayout layout="vertical" size="large" feedbackLayout="terse">
          <SchemaField schema={compiled} scope={scope} />
        </FormLayout>
        <div className="w-ocr-form__actions">
          <Button size="large" onClick={onRetake}>
            {retakeText}
          </Button>
          <Submit
            size="large"
            onSubmit={(v: Record<string, unknown>) => onConfirm(v)}
            onSubmitFailed={() => rootRef.current?.querySelector<HTMLElement>('.ant-formily-item-error')?.scrollIntoView?.({ block: 'center' })}
          >
            {confirmText}
          </Submit>
        </div>
      </FormProvider>
    </div>
  );
}
