/**
 * Stand-in while renderers/Form does not exist: the same Formily schema rendered by Formily with
 * @formily/antd-v5, our compiled-expression compiler and validators, and our PhoneInput and
 * IdCardInput — what the Form widget is expected to do, without the page layer.
 */
import { useState, type ReactNode } from 'react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { DatePicker, FormItem, Input, NumberPicker, Select, Switch } from '@formily/antd-v5';
import PhoneInput from '@renderers/PhoneInput/PhoneInput';
import IdCardInput from '@renderers/IdCardInput/IdCardInput';
import { installFormilyCompiler } from '@/core/expr/formily';
import { registerFormilyValidators } from '@/lib/formily';
import { FORM_FIELD_COUNT, formFields, formilySchema } from '../fixtures/formFields';

export const formRuntimeKind = 'formily-direct';
const SchemaField = createSchemaField({ components: { FormItem, Input, Select, DatePicker, NumberPicker, Switch, PhoneInput, IdCardInput } });
const schema = formilySchema(formFields(FORM_FIELD_COUNT));

export async function prepare(): Promise<void> {
  installFormilyCompiler();
  registerFormilyValidators();
}

export function FormUnderTest(): ReactNode {
  const [form] = useState(() => createForm());
  return (
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>
  );
}
