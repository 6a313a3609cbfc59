import { defineAction, str } from '@/core/actions/define';

export default defineAction('notify', (a, { services }) => {
  services.notify(str(a.message), a.type ?? 'primary');
});
