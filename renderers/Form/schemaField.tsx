/**
 * The Formily SchemaField of the app: the @formily/antd-v5 components named in components.json plus
 * every field widget of the registry (renderers/<Type>/props.schema.json with "x-kind": "field"),
 * each loaded lazily the first time a form uses it. Shared by Form and OcrForm.
 *
 * Importing this module installs our expression compiler into Formily (schema expressions were
 * compiled at build time; nothing is evaluated from strings) and our Chinese validators.
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { createSchemaField } from '@formily/react';
import {
  Cascader, Checkbox, DatePicker, FormItem, FormLayout, Input, NumberPicker, Radio, Select, Space, Switch,
} from '@formily/antd-v5';
import { installFormilyCompiler } from '@/core/expr/formily';
import { registerFormilyValidators } from '@/lib/formily';
import componentNames from './components.json';

installFormilyCompiler();
registerFormilyValidators();

type FieldComponent = ComponentType<Record<string, unknown>>;

const propsSchemas = import.meta.glob<{ 'x-kind'?: string }>('/renderers/*/props.schema.json', { eager: true, import: 'default' });
const modules = import.meta.glob<{ default: FieldComponent }>(['/renderers/*/*.tsx', '!/renderers/*/*.stories.tsx', '!/renderers/*/*.test.tsx']);

function lazyField(type: string): FieldComponent {
  const loader = modules[`/renderers/${type}/${type}.tsx`];
  if (!loader) throw new Error(`renderers/${type}/props.schema.json says "x-kind": "field" but renderers/${type}/${type}.tsx is missing`);
  const Lazy = lazy(loader);
  function Field(props: Record<string, unknown>): ReactNode {
    return (
      <Suspense fallback={<Skeleton.Input active block size="large" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Field.displayName = `Field(${type})`;
  return Field;
}

/** Field widget types of the registry (PhoneInput, IdCardInput, PlateInput, DictSelect, ApiSelect …). */
export const FIELD_WIDGETS: readonly string[] = Object.entries(propsSchemas)
  .filter(([, s]) => s['x-kind'] === 'field')
  .map(([file]) => file.split('/')[2])
  .sort();

const fieldComponents: Record<string, FieldComponent> = Object.fromEntries(FIELD_WIDGETS.map((t) => [t, lazyField(t)]));

export const FORMILY_COMPONENTS = {
  FormItem, FormLayout, Space, Input, Select, DatePicker, Radio, Checkbox, Switch, NumberPicker, Cascader,
};

/** Every name a schema may use in x-component / x-decorator (components.json plus field widgets). */
export const REGISTERED_NAMES: readonly string[] = [...(componentNames as string[]), ...FIELD_WIDGETS];

export const SchemaField = createSchemaField({
  components: { ...FORMILY_COMPONENTS, ...fieldComponents },
});
