import { defineAction, str } from '@/core/actions/define';

export default defineAction('setAiModel', (a, { services }) => services.setAiModel(str(a.model)));
