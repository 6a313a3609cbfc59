/** One bubble of the Chat: user on the right, assistant on the left with avatar and feedback. */
import { memo, type ReactNode } from 'react';
import { Button } from 'antd';
import { DislikeOutlined, LikeOutlined, RobotOutlined, UserOutlined } from '@ant-design/icons';

export interface Message {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  /** The answer's id, for feedback. */
  answerId?: string | number;
  feedback?: 'useful' | 'useless' | 'pending';
  /** A failed ask: the bubble offers 重新发送 with this question. */
  failedQuestion?: string;
}

export interface ChatMessageProps {
  message: Message;
  avatar?: string;
  canFeedback: boolean;
  onFeedback(message: Message, useful: boolean): void;
  onResend(question: string): void;
}

export function Avatar({ role, src }: { role: Message['role']; src?: string }): ReactNode {
  return (
    <span className={`w-chat__avatar w-chat__avatar--${role}`} aria-hidden>
      {src ? <img src={src} alt="" /> : role === 'assistant' ? <RobotOutlined /> : <UserOutlined />}
    </span>
  );
}

export const ChatMessage = memo(function ChatMessage({ message, avatar, canFeedback, onFeedback, onResend }: ChatMessageProps): ReactNode {
  const { role, text, feedback, failedQuestion } = message;
  const done = feedback !== undefined;
  return (
    <div className={`w-chat__row w-chat__row--${role}`}>
      <Avatar role={role} src={avatar} />
      <div className="w-chat__stack">
        <div className={`w-chat__bubble w-chat__bubble--${role}${failedQuestion !== undefined ? ' w-chat__bubble--error' : ''}`} role={failedQuestion !== undefined ? 'alert' : undefined}>
          {text}
        </div>
        {failedQuestion !== undefined ? (
          <Button size="small" type="link" className="w-chat__resend" onClick={() => onResend(failedQuestion)}>
            重新发送
          </Button>
        ) : null}
        {role === 'assistant' && canFeedback && message.answerId !== undefined && failedQuestion === undefined ? (
          <div className="w-chat__feedback" role="group" aria-label="回答评价">
            <Button
              size="small"
              icon={<LikeOutlined />}
              disabled={done}
              aria-pressed={feedback === 'useful'}
              className={feedback === 'useful' ? 'w-chat__fb--on' : undefined}
              onClick={() => onFeedback(message, true)}
            >
              有用
            </Button>
            <Button
              size="small"
              icon={<DislikeOutlined />}
              disabled={done}
              aria-pressed={feedback === 'useless'}
              className={feedback === 'useless' ? 'w-chat__fb--on' : undefined}
              onClick={() => onFeedback(message, false)}
            >
              没用
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
});

/** The assistant is typing: three pulsing dots. */
export function Typing({ avatar }: { avatar?: string }): ReactNode {
  return (
    <div className="w-chat__row w-chat__row--assistant">
      <Avatar role="assistant" src={avatar} />
      <div className="w-chat__bubble w-chat__bubble--assistant w-chat__typing" role="status" aria-label="正在输入">
        <i />
        <i />
        <i />
      </div>
    </div>
  );
}
