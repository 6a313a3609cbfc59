import { defineAction } from '@/core/actions/define';

export default defineAction('back', (a, { services }) => {
  services.back(typeof a.delta === 'number' ? a.delta : 1);
});
