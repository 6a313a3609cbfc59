import { defineAction, str } from '@/core/actions/define';

export default defineAction('copy', (a, { services, chain }) =>
  chain(async () => {
    await services.copy(str(a.text));
    services.toast(typeof a.message === 'string' ? a.message : '已复制', 'success');
  }),
);
