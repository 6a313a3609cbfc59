import { defineAction } from '@/core/actions/define';

export default defineAction('currentContact', (_a, step) => step.chain(() => step.services.currentContact()));
