import { defineAction, str } from '@/core/actions/define';

export default defineAction('download', (a, step) => step.chain(() => step.services.download(str(a.api), a.params ?? {})));
