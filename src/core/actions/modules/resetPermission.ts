import { defineAction, str } from '../define';

export default defineAction('resetPermission', (a, { services }) => services.resetPermission(a.phoneModified ? str(a.phoneModified) : undefined));
