import { defineAction, toQuery } from '@/core/actions/define';

export default defineAction('logout', (a, { services }) => {
  services.logout(toQuery(a.query));
});
