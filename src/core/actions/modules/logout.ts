import { defineAction, toQuery } from '../define';

export default defineAction('logout', (a, { services }) => {
  services.logout(toQuery(a.query));
});
