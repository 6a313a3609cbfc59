import { defineAction, str } from '../define';

export default defineAction('setAiModel', (a, { services }) => services.setAiModel(str(a.model)));
