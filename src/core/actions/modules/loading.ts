import { defineAction } from '@/core/actions/define';

export default defineAction('loading', (a, { services }) => {
  if (a.show) services.showLoading(a.text, a.color, a.maskColor);
  else services.hideLoading();
});
