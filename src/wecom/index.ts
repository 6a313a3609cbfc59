export type {
  ChatMessage,
  ChatMessageType,
  CloseWindowResult,
  FileChatMessage,
  ImageChatMessage,
  MiniprogramChatMessage,
  NewsChatMessage,
  OpenEnterpriseChatParams,
  OpenEnterpriseChatResult,
  OpenUserProfileParams,
  SelectExternalContactParams,
  SendChatMessageParams,
  MomentsAttachment,
  ShareAppMessageParams,
  ShareToExternalMomentsParams,
  TextChatMessage,
  UiPort,
  VideoChatMessage,
  WecomApiName,
  WecomBridge,
  WecomCallParams,
  WecomContextInfo,
  WecomEntry,
} from './types';
export { WECOM_ENTRIES } from './types';
export { WecomError, toWecomError } from './errors';
export { isInWecom } from './env';
export { isChatWith, readCurrentChat, readCurrentContact, type ChatTarget, type CurrentChat, type CurrentContact } from './currentChat';
export { CLOSE_WINDOW_FAILED_MESSAGE } from './closeWindow';
export type { ConfigSignAnswer, ConfigSignType } from './configSign';
export { createRealBridge, WECOM_JS_API_LIST, type RealBridgeOptions, type WecomSdk } from './realBridge';
export { configureWecom, getBridge, getSimulatorStore, isSimulating, setBridgeForTesting } from './getBridge';
export { createSimulatorBridge } from './simulator/simulatorBridge';
export { createSimulatorStore, SIMULATOR_STORAGE_KEY, type SimulatorStore } from './simulator/store';
export { SANDBOX_CUSTOMERS, SANDBOX_GROUP_CHATS, type SandboxCustomer, type SandboxGroupChat } from './simulator/fixtures';
export { rememberMediaPreview } from './simulator/mediaPreviews';
export type { SimulatorContext, SimulatorLogEntry, WecomSimulatorHandle } from './simulator/types';
// The simulator panel (a development tool with antd Select/Drawer) is imported from its own path,
// src/wecom/simulator/panel/WecomSimulatorPanel, so it never rides along with the bridge.
