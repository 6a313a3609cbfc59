import { defineAction } from '../define';

export default defineAction('returnAfterFix', (a, { services }) => {
  services.returnAfterFix(a.fallback);
});
