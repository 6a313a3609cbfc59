/**
 * The Formily SchemaField of the app: the @formily/antd-v5 components named in components.json plus
 * every field widget of the registry (renderers/<Type>/props.schema.json with "x-kind": "field").
 * The controls and field widgets load lazily the first time a form uses them (./lib/lazyComponents);
 * the layout pieces (FormItem, FormLayout, Space) are static, as every form needs them at once.
 * Shared by Form and OcrForm.
 *
 * Importing this module installs our expression compiler into Formily (schema expressions were
 * compiled at build time; nothing is evaluated from strings), our Chinese validators, and required
 * messages that name the field (./lib/requiredMessage).
 */
import { createSchemaField } from '@formily/react';
// Deep imports: the package index would bring every component of @formily/antd-v5 along.
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Space } from '@formily/antd-v5/esm/space';
import { installFormilyCompiler, registerFormilyValidators } from '@/widget-kit/form';
import componentNames from './components.json';
import { FormItem } from './lib/formItem';
import { LAZY_ANTD_COMPONENTS, LAZY_FIELD_COMPONENTS } from './lib/lazyComponents';
import { installRequiredMessages } from './lib/requiredMessage';

installFormilyCompiler();
registerFormilyValidators();
installRequiredMessages();

// Field widgets by their props schema: only for checks (tests). The app does not use these lists;
// the pure calls let the bundler drop them, and the props schemas with them, from its chunks.
const propsSchemas = import.meta.glob<{ 'x-kind'?: string }>('/renderers/*/props.schema.json', { eager: true, import: 'default' });
const fieldWidgetTypes = (): readonly string[] =>
  Object.entries(propsSchemas)
    .filter(([, s]) => s['x-kind'] === 'field')
    .map(([file]) => file.split('/')[2])
    .sort();

/** Field widget types of the registry (PhoneInput, IdCardInput, PlateInput, DictSelect, ApiSelect …). */
export const FIELD_WIDGETS: readonly string[] = /* @__PURE__ */ fieldWidgetTypes();

/** The @formily/antd-v5 components of components.json (controls lazy, layout static; FormItem as ./lib/formItem renders it). */
export const FORMILY_COMPONENTS = { FormItem, FormLayout, Space, ...LAZY_ANTD_COMPONENTS };

/** Every name a schema may use in x-component / x-decorator (components.json plus field widgets). */
export const REGISTERED_NAMES: readonly string[] = /* @__PURE__ */ (componentNames as string[]).concat(FIELD_WIDGETS);

/**
 * The SchemaField. Field widgets are looked up among all widgets of the registry (LAZY_FIELD_COMPONENTS);
 * the build lets schemas name only the field widgets (REGISTERED_NAMES).
 */
export const SchemaField = createSchemaField({
  components: { ...LAZY_FIELD_COMPONENTS, ...FORMILY_COMPONENTS },
});
