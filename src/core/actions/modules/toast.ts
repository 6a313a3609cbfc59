import { defineAction, str } from '../define';

export default defineAction('toast', (a, { services }) => {
  services.toast(str(a.message), typeof a.type === 'string' ? a.type : undefined);
});
