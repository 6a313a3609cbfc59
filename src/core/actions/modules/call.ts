import { defineAction, str } from '@/core/actions/define';

export default defineAction('call', async (a, step) => {
  const s = step.services;
  await step.confirmFirst();
  await step.chain(async () => {
    if (a.loading) s.showLoading(typeof a.loading === 'string' ? a.loading : undefined);
    try {
      const result = await s.request(str(a.api), a.params ?? {}, a.data);
      if (a.successMessage) s.toast(a.successMessage, 'success');
      return result;
    } finally {
      if (a.loading) s.hideLoading();
    }
  });
});
