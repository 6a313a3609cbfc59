import { defineAction } from '../define';

export default defineAction('currentContact', (_a, step) => step.chain(() => step.services.currentContact()));
