import { defineAction } from '@/core/actions/define';

export default defineAction('openEnterpriseChat', (a, step) => {
  const { action: _a, when: _w, ...opts } = a;
  return step.chain(() => step.services.openEnterpriseChat(opts));
});
