import { defineAction, str, toQuery } from '@/core/actions/define';

export default defineAction('navigate', (a, { services }) => {
  services.navigate(str(a.to), toQuery(a.query), a.replace === true);
});
