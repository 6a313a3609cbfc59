import { defineAction, str } from '@/core/actions/define';

export default defineAction('resetForm', (a, { services }) => services.resetForm(a.form === undefined ? undefined : str(a.form)));
