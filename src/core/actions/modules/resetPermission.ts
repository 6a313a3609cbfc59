import { defineAction, str } from '@/core/actions/define';

export default defineAction('resetPermission', (a, { services }) => services.resetPermission(a.phoneModified ? str(a.phoneModified) : undefined));
