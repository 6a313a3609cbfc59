import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness } from '@renderers/testing/Harness';
import page from './Chat.page.json?page';
import { FAQ, LONG_ANSWER, answerFor } from './fixtures';

const meta = {
  title: 'Widgets/Chat',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome state with FAQ chips; every question gets an answer with feedback buttons. */
export const Empty: Story = { args: { page, query: { sessionId: 'S-1' }, answers: { getFrequentlyQuestions: FAQ, chatWithChatBot: answerFor, isUseful: {} } } };
/** Answers take 3 s: the typing indicator. FAQs are still loading too. */
export const Loading: Story = {
  args: { page, delayMs: 3000, answers: { getFrequentlyQuestions: FAQ, chatWithChatBot: answerFor, isUseful: {} } },
};
/** Asking fails: the error bubble offers 重新发送; the FAQ source failed, so no chips. */
export const AskError: Story = {
  name: 'Error',
  args: {
    page,
    answers: {
      getFrequentlyQuestions: () => new FakeRequestError('网络异常', 'getFrequentlyQuestions'),
      chatWithChatBot: () => new FakeRequestError('网络异常，请稍后重试', 'chatWithChatBot'),
    },
  },
};
/** Every answer is long, with newlines and a long URL that must wrap. */
export const LongText: Story = {
  args: { page, answers: { getFrequentlyQuestions: FAQ, chatWithChatBot: { answer: LONG_ANSWER, answerId: 'A1' }, isUseful: {} } },
};
