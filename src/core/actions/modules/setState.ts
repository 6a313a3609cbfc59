import { defineAction } from '@/core/actions/define';

export default defineAction('setState', (a, { services }) => {
  services.setState(a.set ?? {});
});
