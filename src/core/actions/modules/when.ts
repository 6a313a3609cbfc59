import { defineAction } from '@/core/actions/define';

export default defineAction('when', (a, step) => (a.test ? step.runList(a.then, 'then') : step.runList(a.else, 'else')));
