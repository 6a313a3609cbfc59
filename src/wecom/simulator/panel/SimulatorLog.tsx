import { Empty, Tag } from 'antd';
import type { ReactElement } from 'react';
import { API_LABELS, contextLabel } from '@/wecom/simulator/labels';
import type { SimulatorLogEntry } from '@/wecom/simulator/types';
import { MessagePreview, MomentsPreview } from './MessagePreview';

function time(iso: string): string {
  return iso.slice(11, 19);
}

function Params({ entry }: { entry: SimulatorLogEntry }): ReactElement | null {
  if (entry.api === 'sendChatMessage') {
    return (
      <>
        <MessagePreview message={entry.params} />
        {entry.params.enterChat ? <div style={{ fontSize: 12, color: '#999' }}>发送后进入会话</div> : null}
      </>
    );
  }
  if (entry.api === 'shareToExternalMoments') return <MomentsPreview post={entry.params} />;
  if (Object.keys(entry.params).length === 0) return null;
  return <code style={{ fontSize: 12, wordBreak: 'break-all' }}>{JSON.stringify(entry.params)}</code>;
}

/** Every call, newest first, with what was sent. */
export function SimulatorLog({ log }: { log: readonly SimulatorLogEntry[] }): ReactElement {
  if (log.length === 0) return <Empty description="暂无调用记录" />;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="调用记录">
      {[...log].reverse().map((entry) => (
        <li key={entry.seq} data-testid="wecom-log-entry" style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
          <div style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap', marginBottom: 4 }}>
            <span style={{ color: '#999', fontSize: 12 }}>{time(entry.time)}</span>
            <strong>{API_LABELS[entry.api]}</strong>
            <Tag color={entry.ok ? 'success' : 'error'}>{entry.ok ? '成功' : '失败'}</Tag>
            <span style={{ color: '#666', fontSize: 12 }}>{contextLabel(entry.context)}</span>
          </div>
          {entry.errMsg ? <div style={{ color: '#ff4d4f', fontSize: 12 }}>{entry.errMsg}</div> : null}
          <Params entry={entry} />
        </li>
      ))}
    </ol>
  );
}
