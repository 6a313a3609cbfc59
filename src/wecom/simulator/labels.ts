import type { WecomApiName } from '@/wecom/types';
import { sandboxCustomerName, sandboxGroupName } from './fixtures';
import type { SimulatorContext } from './types';

export const API_LABELS: Record<WecomApiName, string> = {
  getContext: '获取进入场景',
  getCurExternalContact: '获取当前客户',
  getCurExternalChat: '获取当前客户群',
  sendChatMessage: '发送到当前会话',
  openEnterpriseChat: '打开会话',
  selectExternalContact: '选择客户',
  shareAppMessage: '转发',
  shareToExternalMoments: '发表到客户朋友圈',
  openUserProfile: '打开个人信息页',
  closeWindow: '关闭页面',
};

/** A one-line Chinese description of a context, e.g. '单聊：张伟'. */
export function contextLabel(context: SimulatorContext): string {
  switch (context.entry) {
    case 'single_chat_tools':
      return `单聊：${sandboxCustomerName(context.externalUserId) ?? context.externalUserId}`;
    case 'contact_profile':
      return `客户详情：${sandboxCustomerName(context.externalUserId) ?? context.externalUserId}`;
    case 'group_chat_tools':
      return `客户群：${sandboxGroupName(context.chatId) ?? context.chatId}`;
    case 'normal':
      return '无会话（工作台）';
  }
}
