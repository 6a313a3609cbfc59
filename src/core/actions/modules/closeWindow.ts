import { defineAction } from '@/core/actions/define';

export default defineAction('closeWindow', (_a, { services }) => services.closeWindow());
