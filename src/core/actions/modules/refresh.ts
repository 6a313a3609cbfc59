import { defineAction, toList } from '@/core/actions/define';

export default defineAction('refresh', (a, { services }) => services.refresh(a.source === undefined ? null : toList(a.source)));
