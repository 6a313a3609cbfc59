import { defineAction, str } from '@/core/actions/define';

export default defineAction('toast', (a, { services }) => {
  services.toast(str(a.message), typeof a.type === 'string' ? a.type : undefined);
});
