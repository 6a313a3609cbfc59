import { Radio, Select, Space } from 'antd';
import type { ReactElement } from 'react';
import { SANDBOX_CUSTOMERS, SANDBOX_GROUP_CHATS } from '@/wecom/simulator/fixtures';
import type { SimulatorContext } from '@/wecom/simulator/types';

type Entry = SimulatorContext['entry'];

const ENTRY_OPTIONS: { value: Entry; label: string }[] = [
  { value: 'single_chat_tools', label: '单聊（客户）' },
  { value: 'group_chat_tools', label: '客户群' },
  { value: 'contact_profile', label: '客户详情页' },
  { value: 'normal', label: '无会话' },
];

const customerOptions = SANDBOX_CUSTOMERS.map((c) => ({ value: c.externalUserId, label: `${c.name}（${c.externalUserId}）` }));

/** The sandbox customers, plus the current contact when the app opened a chat with someone else. */
function customerOptionsWith(current: string): { value: string; label: string }[] {
  return customerOptions.some((o) => o.value === current) ? customerOptions : [...customerOptions, { value: current, label: `其他客户（${current}）` }];
}
const groupOptions = SANDBOX_GROUP_CHATS.map((g) => ({ value: g.chatId, label: `${g.name}（${g.chatId}）` }));

/** Switching entry keeps the chosen customer when the new entry also has one. */
function contextFor(entry: Entry, current: SimulatorContext): SimulatorContext {
  switch (entry) {
    case 'single_chat_tools':
    case 'contact_profile': {
      const externalUserId = 'externalUserId' in current ? current.externalUserId : SANDBOX_CUSTOMERS[0].externalUserId;
      return { entry, externalUserId };
    }
    case 'group_chat_tools':
      return { entry, chatId: 'chatId' in current ? current.chatId : SANDBOX_GROUP_CHATS[0].chatId };
    case 'normal':
      return { entry };
  }
}

export function ContextPicker(props: { value: SimulatorContext; onChange(context: SimulatorContext): void }): ReactElement {
  const { value, onChange } = props;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        aria-label="会话场景"
        optionType="button"
        buttonStyle="solid"
        size="small"
        value={value.entry}
        options={ENTRY_OPTIONS}
        onChange={(event) => onChange(contextFor(event.target.value as Entry, value))}
      />
      {'externalUserId' in value ? (
        <Select
          aria-label="当前客户"
          style={{ width: '100%' }}
          value={value.externalUserId}
          options={customerOptionsWith(value.externalUserId)}
          onChange={(externalUserId: string) => onChange({ entry: value.entry, externalUserId })}
        />
      ) : null}
      {'chatId' in value ? (
        <Select
          aria-label="当前客户群"
          style={{ width: '100%' }}
          value={value.chatId}
          options={groupOptions}
          onChange={(chatId: string) => onChange({ entry: 'group_chat_tools', chatId })}
        />
      ) : null}
    </Space>
  );
}
