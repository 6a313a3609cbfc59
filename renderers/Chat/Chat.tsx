import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { type WidgetProps, usePage, useRuntime, getIn, userMessageOf } from '@/widget-kit';
import { Avatar, ChatMessage, Typing, type Message } from './ChatMessage';
import './Chat.css';
import type { ChatProps } from '@renderers/props.generated';

export type { ChatProps };

const NO_ANSWER = '抱歉，暂时没有找到相关答案，您可以换个问法试试。';

/** The answer's text: at answerPath, else the answer itself when text, else a common field. */
export function answerText(answer: unknown, answerPath?: string): string {
  const v = answerPath ? getIn(answer, answerPath) : answer;
  if (typeof v === 'string') return v;
  for (const k of ['answer', 'content', 'text', 'reply']) {
    const x = getIn(v, k);
    if (typeof x === 'string') return x;
  }
  return '';
}

const faqText = (row: unknown, key: string): string => {
  const v = typeof row === 'string' ? row : getIn(row, key);
  return typeof v === 'string' ? v : '';
};

let seq = 0;
const nextKey = (): string => `m${++seq}`;
const newSession = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The scroll position that shows the newest message of `list`: the end of the list, unless the
 * newest message is taller than the list, in which case its top (less the list's top padding).
 */
function newestInView(list: HTMLElement): number {
  const end = list.scrollHeight - list.clientHeight;
  const newest = list.lastElementChild;
  if (!newest) return end;
  const padding = parseFloat(getComputedStyle(list).paddingTop) || 0;
  const top = newest.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop - padding;
  return Math.max(0, Math.min(end, top));
}

/** Assistant conversation: bubbles, FAQ chips, typing indicator, feedback on each answer. */
export default function Chat({ props, path }: WidgetProps<ChatProps>): ReactNode {
  const page = usePage();
  const rt = useRuntime();
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [ownSession] = useState(newSession);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { askApi, feedbackApi, answerPath, idPath = 'id' } = props;
  const sessionId = props.sessionId || ownSession;

  const faqHandle = props.faqSource ? page.source(props.faqSource) : undefined;
  if (props.faqSource && !faqHandle) throw new Error(`${path}: Chat names unknown data source '${props.faqSource}'`);
  const faqRows = faqHandle ? getIn(faqHandle.data, props.faqListPath ?? '') : undefined;
  const rows = Array.isArray(faqRows) ? faqRows : Array.isArray(getIn(faqRows, 'list')) ? (getIn(faqRows, 'list') as unknown[]) : [];
  const faqs = rows.map((r) => faqText(r, props.faqKey ?? 'question')).filter(Boolean);

  const ask = useCallback(
    async (question: string) => {
      const q = question.trim();
      if (!q || waiting) return;
      setMessages((m) => [...m, { key: nextKey(), role: 'user', text: q }]);
      setDraft('');
      setWaiting(true);
      try {
        const answer = await rt.request(askApi, { question: q, sessionId });
        const id = getIn(answer, idPath);
        setMessages((m) => [
          ...m,
          { key: nextKey(), role: 'assistant', text: answerText(answer, answerPath) || NO_ANSWER, answerId: typeof id === 'string' || typeof id === 'number' ? id : undefined },
        ]);
      } catch (e) {
        setMessages((m) => [...m, { key: nextKey(), role: 'assistant', text: userMessageOf(e), failedQuestion: q }]);
      } finally {
        setWaiting(false);
      }
    },
    [rt, askApi, sessionId, idPath, answerPath, waiting],
  );

  const feedback = useCallback(
    async (msg: Message, useful: boolean) => {
      if (!feedbackApi || msg.feedback !== undefined) return;
      const mark = (f: Message['feedback']): void => setMessages((m) => m.map((x) => (x.key === msg.key ? { ...x, feedback: f } : x)));
      mark('pending');
      try {
        await rt.request(feedbackApi, { id: msg.answerId, useful });
        mark(useful ? 'useful' : 'useless');
        rt.toast('感谢您的反馈', 'success');
      } catch (e) {
        mark(undefined);
        rt.toast(userMessageOf(e), 'error');
      }
    },
    [rt, feedbackApi],
  );
  // Stable for the memoised bubbles, while ask itself changes with `waiting`.
  const askRef = useRef(ask);
  askRef.current = ask;
  const resend = useCallback((q: string) => void askRef.current(q), []);

  // Keep the newest message in view: scrolled to the end, or to the newest message's first line
  // when it is taller than the list (a long answer is read from its start). The welcome, before
  // the first question, shows from its top: its greeting above the suggested questions.
  useEffect(() => {
    const el = listRef.current;
    if (el && (messages.length > 0 || waiting)) el.scrollTop = newestInView(el);
  }, [messages.length, waiting]);

  // The input grows with its text up to four lines (CSS max-height), measured by scrollHeight:
  // cheaper on a mid-range phone than antd's hidden-textarea autoSize.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [draft]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): void => {
    // Enter sends; Shift+Enter is a new line; Enter that ends a Chinese IME composition does neither.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void ask(draft);
    }
  };
  const chips = (where: string): ReactNode =>
    faqs.length ? (
      <div className={`w-chat__faqs w-chat__faqs--${where}`} aria-label="常见问题">
        {faqs.map((q) => (
          <button key={q} type="button" className="w-chat__chip" disabled={waiting} onClick={() => void ask(q)}>
            {q}
          </button>
        ))}
      </div>
    ) : null;

  return (
    <div className={`w-chat${props.className ? ` ${props.className}` : ''}`} style={props.height ? { height: props.height } : undefined}>
      <div ref={listRef} className="w-chat__list" aria-live="polite">
        {messages.length === 0 ? (
          <div className="w-chat__welcome">
            <Avatar role="assistant" src={props.assistantAvatar} />
            <div className="w-chat__welcome-title">{props.title ?? '智能助手'}</div>
            <div className="w-chat__welcome-text">{props.welcome ?? '您好，我是您的智能助手，可以为您解答产品、理赔、续保等问题。'}</div>
            {faqs.length ? <div className="w-chat__welcome-faq">您可以这样问我：</div> : null}
            {chips('welcome')}
          </div>
        ) : (
          messages.map((m) => (
            <ChatMessage
              key={m.key}
              message={m}
              avatar={m.role === 'assistant' ? props.assistantAvatar : props.userAvatar}
              canFeedback={Boolean(feedbackApi)}
              onFeedback={feedback}
              onResend={resend}
            />
          ))
        )}
        {waiting ? <Typing avatar={props.assistantAvatar} /> : null}
      </div>
      <div className="w-chat__footer">
        {messages.length ? chips('bar') : null}
        <div className="w-chat__input">
          <textarea
            ref={inputRef}
            className="w-chat__textarea"
            rows={1}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={props.maxLength ?? 500}
            placeholder={props.placeholder ?? '请输入您的问题'}
            aria-label="输入问题"
            enterKeyHint="send"
          />
          <Button type="primary" shape="circle" size="large" icon={<SendOutlined />} aria-label="发送" disabled={!draft.trim() || waiting} onClick={() => void ask(draft)} />
        </div>
      </div>
    </div>
  );
}
