import { defineAction, str } from '@/core/actions/define';

export default defineAction('login', (a, { services }) => {
  services.login(str(a.token), a.redirect === undefined ? undefined : str(a.redirect));
});
