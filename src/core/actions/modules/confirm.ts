import { defineAction, str } from '@/core/actions/define';

/** Asks; then runs on OK, catch on cancel (a cancel is an answer here, not a failure). */
export default defineAction('confirm', async (a, step) => {
  const ok = await step.services.confirm({ title: a.title, content: str(a.content), okText: a.okText, cancelText: a.cancelText });
  await step.runList(ok ? a.then : a.catch, ok ? 'then' : 'catch');
});
