import { defineAction } from '../define';

export default defineAction('closeWindow', (_a, { services }) => services.closeWindow());
