/**
 * TEST/STORY-ONLY: the long-form fixture (Form.long.page.json) cut to `count` fields: its own
 * fields below that x-index and a plain input at every x-index they leave free (titles 字段000 …);
 * and the titles in Formily's order (x-index). Also the fixture with fields of a test's own.
 */
import type { PageModule } from '@/widget-kit';
import longPage from '@renderers/Form/Form.long.page.json?page';

type Properties = Record<string, Record<string, unknown>>;

export function longForm(count: number): { page: PageModule; titles: string[] } {
  const schema = structuredClone(longPage.default);
  const properties = (schema.body[0] as unknown as { schema: { properties: Properties } }).schema.properties;
  for (const [key, p] of Object.entries(properties)) if (Number(p['x-index']) >= count) delete properties[key];
  const used = new Set(Object.values(properties).map((p) => p['x-index']));
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(3, '0');
    if (!used.has(i)) properties[`f${n}`] = { type: 'string', title: `字段${n}`, 'x-index': i, 'x-decorator': 'FormItem', 'x-component': 'Input' };
  }
  const titles = Object.values(properties)
    .sort((a, b) => Number(a['x-index']) - Number(b['x-index']))
    .map((p) => String(p.title));
  return { page: { ...longPage, default: schema }, titles };
}

/**
 * The long-form fixture's page (its submit button, its onSubmit) with its fields replaced by
 * `properties`, in the given layout (the fixture's own when omitted).
 */
export function longFormWith(properties: Record<string, unknown>, layout?: 'vertical' | 'horizontal'): PageModule {
  const schema = structuredClone(longPage.default);
  const form = schema.body[0] as unknown as { layout?: string; schema: { properties: Record<string, unknown> } };
  if (layout) form.layout = layout;
  form.schema.properties = structuredClone(properties);
  return { ...longPage, default: schema };
}

/** Titles of the mounted fields of the forms under `root`, in document order. */
export const mountedTitles = (root: ParentNode = document): string[] =>
  [...root.querySelectorAll('.w-form .ant-formily-item-label-content label')].map((l) => l.textContent ?? '');
