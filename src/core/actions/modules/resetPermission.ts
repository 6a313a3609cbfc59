import { defineAction } from '../define';

export default defineAction('resetPermission', (_a, { services }) => {
  services.resetPermission();
});
