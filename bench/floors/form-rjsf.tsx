/**
 * Peer of the 500-field form: the same fields in @rjsf/core with its antd theme and the ajv8
 * validator (which compiles the schema with `new Function` at run time: this page is served
 * without the app's CSP). PhoneInput and IdCardInput are our components as RJSF widgets.
 */
import type { ReactNode } from 'react';
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RegistryWidgetsType, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import PhoneInput from '@renderers/PhoneInput/PhoneInput';
import IdCardInput from '@renderers/IdCardInput/IdCardInput';
import { FORM_FIELD_COUNT, formFields, rjsfSchemas } from '../fixtures/formFields';
import { mount } from './common';

const { schema, uiSchema } = rjsfSchemas(formFields(FORM_FIELD_COUNT));

const widgets: RegistryWidgetsType = {
  PhoneInput: (p: WidgetProps) => <PhoneInput value={(p.value as string | undefined) ?? ''} onChange={(v) => p.onChange(v || undefined)} showError={false} />,
  IdCardInput: (p: WidgetProps) => <IdCardInput value={(p.value as string | undefined) ?? ''} onChange={(v) => p.onChange(v || undefined)} />,
};

function FormRjsf(): ReactNode {
  return <Form schema={schema as RJSFSchema} uiSchema={uiSchema as UiSchema} validator={validator} widgets={widgets} />;
}

mount(<FormRjsf />);
