/**
 * Sandbox people and chats the simulator can pretend to be in. The ids follow WeCom's shapes
 * (external contacts 'wm…', customer groups 'wr…'), so the sandbox server can seed customers bound
 * to the same ids.
 */
export interface SandboxCustomer {
  externalUserId: string;
  name: string;
}

export interface SandboxGroupChat {
  chatId: string;
  name: string;
}

export const SANDBOX_CUSTOMERS: readonly SandboxCustomer[] = [
  { externalUserId: 'wmSandboxCust001', name: '张伟' },
  { externalUserId: 'wmSandboxCust002', name: '李娜' },
  { externalUserId: 'wmSandboxCust003', name: '王芳' },
  { externalUserId: 'wmSandboxCust004', name: '刘洋' },
  { externalUserId: 'wmSandboxCust005', name: '陈静' },
];

export const SANDBOX_GROUP_CHATS: readonly SandboxGroupChat[] = [
  { chatId: 'wrSandboxGroup001', name: '张伟家庭车险服务群' },
  { chatId: 'wrSandboxGroup002', name: '理赔关怀一键建群' },
];

export function sandboxCustomerName(externalUserId: string): string | undefined {
  return SANDBOX_CUSTOMERS.find((c) => c.externalUserId === externalUserId)?.name;
}

export function sandboxGroupName(chatId: string): string | undefined {
  return SANDBOX_GROUP_CHATS.find((g) => g.chatId === chatId)?.name;
}
