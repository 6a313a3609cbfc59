export { createStore, type Persistence, type Store } from './createStore';
export { useStore } from './useStore';
export { configureState, type StateDeps } from './deps';
export {
  clearMediaQueue,
  enqueueMedia,
  getMediaQueue,
  isMediaValid,
  MEDIA_SEND_SUCCESS_MESSAGE,
  MEDIA_VALID_MS,
  reloadMediaQueue,
  sendFirstMedia,
  sendFirstMediaToCurrentChat,
  subscribeMediaQueue,
  uploadAndEnqueueMedia,
  uploadMedia,
  useMediaQueue,
  type MediaSendTask,
  type MediaType,
  type SendFirstMediaOutcome,
} from './mediaQueue';
export {
  DEFAULT_AI_MODEL,
  getAiModel,
  initAiModel,
  readBigModelFlag,
  reloadAiModel,
  setAiModel,
  subscribeAiModel,
  useAiModel,
  type AiModel,
} from './aiModel';
export {
  addNewsContent,
  clearNewsCache,
  getNewsCache,
  findNewsContent,
  getNewsContent,
  NEWS_CACHE_LIMIT,
  reloadNewsCache,
  subscribeNewsCache,
  useNewsContent,
  type NewsContentEntry,
} from './newsCache';
export {
  getCustomerState,
  resetCustomer,
  setCustomerInfo,
  setCustomerLabels,
  setServicePackOrgCode,
  setTeamBulletin,
  setValueAddedOrgCode,
  subscribeCustomer,
  useCustomer,
  type CustomerInfo,
  type CustomerLabel,
  type CustomerLabelKind,
  type CustomerState,
  type TeamBulletin,
} from './customer';
export { isUntouched, readFormDraft, removeFormDraft, writeFormDraft, type FormValues } from './formDrafts';
