import { defineAction, str } from '../define';

export default defineAction('notify', (a, { services }) => {
  services.notify(str(a.message), a.type ?? 'primary');
});
