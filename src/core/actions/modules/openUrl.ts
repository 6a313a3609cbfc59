import { defineAction, str } from '@/core/actions/define';

export default defineAction('openUrl', (a, { services }) => {
  services.openUrl(str(a.url), a.replace === true);
});
