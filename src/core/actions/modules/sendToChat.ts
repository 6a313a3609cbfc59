import { clearedToSend, recipientOf } from '@/core/actions/chatRecipient';
import { defineAction } from '@/core/actions/define';

/** Sends only into the recipient's chat (`to`); refused or declined, nothing is sent and neither then nor catch runs. */
export default defineAction('sendToChat', (a, step) => {
  const s = step.services;
  const { action: _a, when: _w, then: _t, catch: _c, closeAfter, to, ...message } = a;
  return step.chain(async () => {
    if (!(await clearedToSend(s, recipientOf(to)))) step.stop();
    const r = await s.sendToChat(message);
    s.toast('发送成功', 'success');
    if (closeAfter) await s.closeWindow();
    return r;
  });
});
