import { clearedToSend } from '@/core/actions/chatRecipient';
import { defineAction, str } from '@/core/actions/define';

export default defineAction('enqueueMedia', async (a, step) => {
  const task = { mediaId: str(a.mediaId), externalUserId: str(a.externalUserId), type: str(a.type) };
  // Sent at once only into that customer's chat; refused, the task is not queued either.
  if (a.sendNow === true && !(await clearedToSend(step.services, { externalUserId: task.externalUserId }))) step.stop();
  await step.services.enqueueMedia(task, a.sendNow === true);
});
