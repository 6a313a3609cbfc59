import { defineAction } from '../define';

export default defineAction('setState', (a, { services }) => {
  services.setState(a.set ?? {});
});
