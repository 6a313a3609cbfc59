/**
 * Floor of the 500-field form: plain React and antd Form, the same fields, labels, validators and
 * inputs (our PhoneInput and IdCardInput components), no schema layer.
 */
import type { ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import PhoneInput from '@renderers/PhoneInput/PhoneInput';
import IdCardInput from '@renderers/IdCardInput/IdCardInput';
import { isIdCard, isMainlandPhone, VALIDATION_MESSAGES } from '@/lib';
import { FORM_FIELD_COUNT, formFields, type FieldSpec } from '../fixtures/formFields';
import { mount } from './common';

const fields = formFields(FORM_FIELD_COUNT);

function control(f: FieldSpec): ReactNode {
  switch (f.kind) {
    case 'Select':
      return <Select options={f.options} />;
    case 'DatePicker':
      return <DatePicker />;
    case 'NumberPicker':
      return <InputNumber />;
    case 'Switch':
      return <Switch />;
    case 'PhoneInput':
      return <PhoneInput showError={false} />;
    case 'IdCardInput':
      return <IdCardInput />;
    default:
      return <Input />;
  }
}

function rules(f: FieldSpec): Rule[] {
  const out: Rule[] = [];
  if (f.required) out.push({ required: true, message: '该字段是必填字段' });
  if (f.kind === 'PhoneInput') out.push({ validator: async (_, v: string | undefined) => (!v || isMainlandPhone(v) ? undefined : Promise.reject(new Error(VALIDATION_MESSAGES.phone))) });
  if (f.kind === 'IdCardInput') out.push({ validator: async (_, v: string | undefined) => (!v || isIdCard(v) ? undefined : Promise.reject(new Error(VALIDATION_MESSAGES.idcard))) });
  return out;
}

function FormReact(): ReactNode {
  return (
    // As the Form widget lays out: labels above, large controls.
    <Form layout="vertical" size="large">
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.title} rules={rules(f)} valuePropName={f.kind === 'Switch' ? 'checked' : 'value'}>
          {control(f)}
        </Form.Item>
      ))}
    </Form>
  );
}

mount(<FormReact />);
