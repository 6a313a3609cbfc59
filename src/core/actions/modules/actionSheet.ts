import { resolveValue } from '@/core/expr/runtime';
import { defineAction, str } from '@/core/actions/define';

/** Offers the options (labels resolved now); the picked one's actions run. */
export default defineAction('actionSheet', async (a, step) => {
  const options = a.options ?? [];
  const labels = options.map((o) => ({ label: str(resolveValue(o.label, step.scope())), danger: o.danger }));
  const picked = await step.services.actionSheet(a.title, labels);
  if (picked !== null && options[picked]) await step.runList(options[picked].actions, `options/${picked}/actions`);
});
