/**
 * The message of an empty required field names the field and what to do with it: 请输入姓名 for a
 * field one types into, 请选择职务 for one whose value is picked (options, a calendar, a switch).
 * Formily's own message is 该字段是必填字段 for every field. A rule with a message of its own keeps
 * it; a field without a title shows VALIDATION_MESSAGES.required (此项为必填项).
 */
import { registerValidateMessageTemplateEngine, type GeneralField } from '@formily/core';
import { VALIDATION_MESSAGES } from '@/widget-kit/form';

/** x-component names of the components whose value is picked rather than typed. */
const PICKED = /(Select|Picker|Radio|Checkbox|Switch|Cascader)$|^(Radio|Checkbox)\.Group$/;

/** The required message for a field titled `title` rendered by the x-component `componentName`. */
export function requiredMessage(title: unknown, componentName: string | undefined): string {
  const name = typeof title === 'string' ? title.trim() : '';
  if (!name) return VALIDATION_MESSAGES.required;
  return `${componentName !== undefined && PICKED.test(componentName) ? '请选择' : '请输入'}${name}`;
}

function fieldOf(context: unknown): GeneralField | undefined {
  const field = (context as { field?: unknown } | null)?.field;
  return field && typeof field === 'object' && 'title' in field ? (field as GeneralField) : undefined;
}

/**
 * Installs the message template engine that turns Formily's required message into the field's
 * own. Formily still substitutes {{ }} placeholders of other messages after it.
 */
export function installRequiredMessages(): void {
  registerValidateMessageTemplateEngine((message: unknown, context: unknown) => {
    if (message !== VALIDATION_MESSAGES.required) return message;
    const field = fieldOf(context);
    if (!field) return message;
    // A form built from a JSON schema names its component (x-component) with a string.
    const component: unknown = 'componentType' in field ? field.componentType : undefined;
    return requiredMessage(field.title, typeof component === 'string' ? component : undefined);
  });
}
