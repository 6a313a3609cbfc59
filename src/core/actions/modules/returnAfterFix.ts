import { defineAction } from '@/core/actions/define';

export default defineAction('returnAfterFix', (a, { services }) => {
  services.returnAfterFix(a.fallback);
});
