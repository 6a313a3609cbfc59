import { defineAction, str } from '@/core/actions/define';

export default defineAction('submit', (a, step) => step.chain(() => step.services.submitForm(a.form === undefined ? undefined : str(a.form))));
