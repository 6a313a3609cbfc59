/**
 * The sandbox's data model: every record the stand-in server reads and writes.
 * Field names follow the insurer's server conventions (camelCase, codes as strings).
 */
import type { ProvinceComId } from './refPlaces';

export type { ProvinceComId };

/** Manager-info record: what the business-card check looks for (queryUserCodeInManagerInfo). */
export interface ManagerRecord {
  /** 1 account manager, 2 claims advisor. */
  recordType: '1' | '2';
  recordTypeName: string;
  userCode: string;
  userName: string;
  mobile: string;
  comCode: string;
  comName: string;
  /** Areas of expertise codes (1 vehicle … 7 health). */
  expertise: string[];
  introduce: string;
  avatar: string;
  qrCodeUrl: string;
  registerTime: string;
}

/** A staff member (WeCom internal user). */
export interface Staff {
  userCode: string;
  userName: string;
  /** WeCom user id. */
  userId: string;
  comId: ProvinceComId;
  comCode: string;
  comName: string;
  /** The WeCom (enterprise) mobile number. */
  mobile: string;
  /** The mobile number on file in the customer-marketing (khyx) system. */
  khyxMobile: string;
  avatar: string;
  /** Job title shown in lists. */
  position: string;
  /** Roles in the sandbox's own role list (queryUserRole). */
  roles: string[];
  /** Has the bigModel assistant function. */
  bigModel: boolean;
  managerRecord: ManagerRecord | null;
  /** Persona key when the staff member is a login persona. */
  persona?: string;
  /** Marketing-system account bound by SMS (updateUserQWBySMSValid); absent until then (no seed change). */
  misBound?: boolean;
}

export interface Customer {
  custId: string;
  encryptCustId: string;
  custName: string;
  /** 1 male, 2 female (customer-gender dictionary). */
  gender: '1' | '2';
  birthday: string;
  /** 01 ID card. */
  idType: '01';
  idNumber: string;
  encryptCertificateNo: string;
  mobile: string;
  comId: ProvinceComId;
  comCode: string;
  comName: string;
  city: string;
  address: string;
  occupation: string;
  /** -1 unclear, 01 insured, 02 potential, 03 lapsed, 99 other. */
  custStatus: '-1' | '01' | '02' | '03' | '99';
  insuredFlag: '0' | '1';
  /** 0 not yet followed, mu001 tracking, mu002 success, mu003 failure. */
  followStatus: '0' | 'mu001' | 'mu002' | 'mu003';
  followRemark: string;
  custLevel: 'A' | 'B' | 'C' | 'D';
  valueScore: number;
  externalUserId: string;
  unionId: string;
  avatar: string;
  remark: string;
  labels: string[];
  eleSaleTags: string[];
  nonCarEleSaleTags: string[];
  /** The staff member who owns the customer. */
  managerUserCode: string;
  taskId: string;
  encryptTaskId: string;
  /** 2 to-do, 3 done, 6 non-vehicle to-do, 7 non-vehicle done. */
  taskType: '2' | '3' | '6' | '7';
  /** 1 marketing task, 8 non-vehicle, 4 vehicle tracker, 5 proposal. */
  bindSource: '1' | '4' | '5' | '8';
  pushSource: 'todoTask' | 'kafkaPayment';
  carUsePlace: string;
  createTime: string;
  /** When the app completed the customer's to-do task (binding); seeded done tasks have none. */
  taskFinishTime?: string;
}

/** A customer bound to a staff member's WeCom external contact. */
export interface Binding {
  custId: string;
  userCode: string;
  externalUserId: string;
  bindSource: string;
  bindTime: string;
}

export interface Car {
  carId: string;
  custId: string;
  licenseNo: string;
  frameNo: string;
  engineNo: string;
  brand: string;
  model: string;
  brandModel: string;
  vehicleType: string;
  seats: number;
  color: string;
  newEnergy: boolean;
  useNature: string;
  registerDate: string;
  purchasePrice: number;
  annualInspectionDate: string;
}

export interface Coverage {
  kindCode: string;
  kindName: string;
  amount: number;
  premium: number;
}

export interface Policy {
  policyNo: string;
  proposalNo: string;
  riskCode: string;
  riskName: string;
  vehicle: boolean;
  custId: string;
  applicantName: string;
  insuredName: string;
  idNumber: string;
  licenseNo: string;
  carId: string;
  premium: number;
  amount: number;
  signDate: string;
  startDate: string;
  endDate: string;
  /** 1 in force, 2 expired, 3 surrendered. */
  status: '1' | '2' | '3';
  comCode: string;
  userCode: string;
  coverages: Coverage[];
  /** Electronic policy sent to the customer. */
  sendFlag: '0' | '1';
  piid: string;
  encryptPiid: string;
  /** Short verification code printed on the e-policy SMS. */
  verifyCode: string;
}

export interface ClaimStep {
  node: string;
  nodeName: string;
  time: string;
  operator: string;
  remark: string;
  done: boolean;
}

export interface Claim {
  registNo: string;
  policyNo: string;
  custId: string;
  licenseNo: string;
  riskCode: string;
  reportTime: string;
  accidentTime: string;
  accidentPlace: string;
  accidentDesc: string;
  estimateAmount: number;
  paidAmount: number;
  status: string;
  statusName: string;
  handlerName: string;
  handlerMobile: string;
  steps: ClaimStep[];
}

export interface Complaint {
  complaintNo: string;
  custId: string;
  complaintType: string;
  channel: string;
  content: string;
  /** 1 accepted, 2 handling, 3 closed. */
  status: '1' | '2' | '3';
  statusName: string;
  createTime: string;
  finishTime: string;
  handler: string;
}

export interface Reminder {
  remindId: string;
  custId: string;
  /** 1 annual inspection, 2 renewal, 3 birthday, 4 licence renewal. */
  remindType: '1' | '2' | '3' | '4';
  remindTypeName: string;
  remindDate: string;
  content: string;
  licenseNo: string;
  policyNo: string;
}

export interface Lead {
  leadId: string;
  userCode: string;
  custName: string;
  mobile: string;
  gender: '1' | '2';
  source: string;
  intention: string;
  licenseNo: string;
  remark: string;
  posterId: string;
  createTime: string;
}

export interface Favorite {
  favoriteId: string;
  userCode: string;
  /** What was favoured: a script (patter), an article or a poster. */
  favoriteType: 'patter' | 'news' | 'poster';
  targetId: string;
  createTime: string;
}

export interface NewsCategory {
  categoryId: string;
  categoryName: string;
  /** 1 company library, 2 personal. */
  categoryFlag: '1' | '2';
  sort: number;
}

export interface Article {
  newsId: string;
  articleId: string;
  title: string;
  digest: string;
  author: string;
  categoryId: string;
  coverUrl: string;
  content: string;
  publishTime: string;
  readCount: number;
  likeCount: number;
  shareCount: number;
  riskCodes: string[];
  hasMiniProLink: boolean;
  comCode: string;
  /** Staff member who created it (personal articles); '' for the company library. */
  createUserCode: string;
}

export interface NewsAccess {
  accessId: string;
  newsId: string;
  userCode: string;
  custId: string;
  visitorName: string;
  unionId: string;
  visitTime: string;
  /** Seconds spent reading. */
  duration: number;
  shared: boolean;
}

export interface PosterClass {
  classId: string;
  className: string;
  sort: number;
}

export interface Poster {
  posterId: string;
  posterName: string;
  classId: string;
  imageUrl: string;
  thumbUrl: string;
  /** The poster's own QR box, in pixels of the 750-wide poster. */
  qrArea: { x: number; y: number; size: number };
  /** The room the poster leaves for the sharer's business card, in the same pixels. */
  cardArea: { x: number; y: number; width: number; height: number };
  linkUrl: string;
  useCount: number;
  createTime: string;
}

export interface PosterShareConfig {
  userCode: string;
  posterId: string;
  showName: boolean;
  showMobile: boolean;
  showQrCode: boolean;
  collectLead: boolean;
  updateTime: string;
}

export interface ScriptClass {
  classId: string;
  className: string;
  parentId: string;
  sort: number;
}

/** A sales script (话术). Placeholders: {客户姓名} {客户称呼} {车牌号} {到期日} {坐席姓名}. */
export interface Script {
  patterId: string;
  classId: string;
  title: string;
  content: string;
  /** 1 company, 2 team, 3 recommended (can be favoured). */
  patterType: '1' | '2' | '3';
  useCount: number;
  createTime: string;
}

export interface MsgAttachment {
  msgtype: 'text' | 'image' | 'link' | 'miniprogram';
  title: string;
  url: string;
  picUrl: string;
}

export interface GroupMsg {
  msgId: string;
  userCode: string;
  /** 0 sales, 1 care, 2 vehicle marketing, 3 non-vehicle marketing, 5 festival, 6 renewal reminder. */
  msgType: '0' | '1' | '2' | '3' | '5' | '6';
  /** 0 admin, 1 salesperson, 2 system. */
  filterType: '0' | '1' | '2';
  title: string;
  content: string;
  attachments: MsgAttachment[];
  custIds: string[];
  batchNo: string;
  createTime: string;
  sendTime: string;
  /** 0 waiting, 1 sent to all, 2 sent, some (or all) recipients not reached. */
  status: '0' | '1' | '2';
  /** The recipients a sent message did not reach, and why; every other recipient got it (seed/delivery.ts). */
  failures: GroupMsgFailure[];
}

export interface GroupMsgFailure {
  custId: string;
  reason: string;
}

export interface RenewalBatch {
  batchNo: string;
  comCode: string;
  batchName: string;
  custIds: string[];
  createTime: string;
}

export interface CareMsg {
  careId: string;
  custId: string;
  userCode: string;
  /** 0 birthday, 1 annual inspection, 2 new-car endorsement, 3 claim care, 4 disaster, 5 value-added. */
  careType: '0' | '1' | '2' | '3' | '4' | '5';
  registNo: string;
  /** The car the message is about (claim care, annual inspection); '' for the others. */
  licenseNo: string;
  title: string;
  content: string;
  /** The text the system generated; content differs from it once the manager edits it. */
  generatedContent: string;
  createTime: string;
  sendFlag: '0' | '1';
  sendTime: string;
}

export interface DisasterWarning {
  warningId: string;
  disasterType: string;
  level: '1' | '2' | '3' | '4';
  levelName: string;
  comCode: string;
  area: string;
  title: string;
  content: string;
  /** The prevention guide (a 防灾减损 article) the warning's link opens. */
  newsId: string;
  /** Path of the warning's link: the guide's public article page. */
  linkUrl: string;
  publishTime: string;
  custIds: string[];
  sendFlag: '0' | '1';
}

export interface BlacklistEntry {
  custId: string;
  custName: string;
  externalUserId: string;
  userCode: string;
  reason: string;
  createTime: string;
}

export interface BlacklistConfig {
  comCode: string;
  enabled: '0' | '1';
  /** Message types the blacklist applies to. */
  msgTypes: string[];
  /** Most marketing messages one customer may get per week. */
  maxPerWeek: number;
  updateUserCode: string;
  updateTime: string;
}

export interface ReviewerConfig {
  configId: string;
  comCode: string;
  comName: string;
  reviewerUserCode: string;
  reviewerName: string;
  reviewerMobile: string;
  /** Group types this reviewer approves (1 claim, 2 service, 3 other assistance). */
  groupTypes: string[];
  level: '1' | '2';
  status: '0' | '1';
  createTime: string;
  updateTime: string;
}

export interface GroupApply {
  applyId: string;
  applyUserCode: string;
  applyUserName: string;
  comCode: string;
  groupType: '1' | '2' | '3';
  groupTypeName: string;
  groupName: string;
  custId: string;
  custName: string;
  registNo: string;
  reason: string;
  members: string[];
  /** 0 waiting for review, 1 approved, 2 rejected, 3 group created. */
  status: '0' | '1' | '2' | '3';
  statusName: string;
  reviewerUserCode: string;
  reviewerName: string;
  reviewRemark: string;
  applyTime: string;
  reviewTime: string;
  chatId: string;
}

export interface ClaimGroup {
  groupId: string;
  registNo: string;
  chatId: string;
  groupName: string;
  userCode: string;
  members: string[];
  createTime: string;
  status: '1' | '0';
}

export interface ServiceItem {
  itemCode: string;
  itemName: string;
  times: number;
}

export interface ServicePack {
  packId: string;
  packName: string;
  comCode: string;
  vehicle: boolean;
  groupingCode: string;
  items: ServiceItem[];
  price: number;
  validDays: number;
  status: '0' | '1';
  createTime: string;
  /** Packs added in the app: their own validity, vehicle models and remark (seeded packs derive them). */
  validFrom?: string;
  validTo?: string;
  models?: PackModel[];
  remark?: string;
  creatorName?: string;
}

/** A vehicle model a pack is limited to. */
export interface PackModel {
  modelCode: string;
  modelName: string;
}

/** A customer grouping code: which customers a service pack applies to (vehicle or non-vehicle). */
export interface GroupingCode {
  groupingCode: string;
  groupingName: string;
  kind: 'car' | 'nocar';
  comCode: string;
  /** The rules customers must meet, in words. */
  conditions: string[];
  custCount: number;
  status: '0' | '1';
  createTime: string;
  creatorName: string;
  remark: string;
}

/** One value-added service given to a customer by a staff member. */
export interface ServiceGrant {
  grantId: string;
  custId: string;
  custName: string;
  mobile: string;
  comId: string;
  userCode: string;
  planId: string;
  planName: string;
  itemCode: string;
  itemName: string;
  times: number;
  /** 1 given (not used yet), 2 used, 0 reset (taken back). */
  status: '0' | '1' | '2';
  grantTime: string;
  remark: string;
  resetReason: string;
  resetTime: string;
}

export interface ValueAddedPlan {
  planId: string;
  planName: string;
  comCode: string;
  items: ServiceItem[];
  allocationRule: string;
  totalQuota: number;
  usedQuota: number;
  startDate: string;
  endDate: string;
  status: '0' | '1';
  /** Schemes added in the app: the service pack they give and the salespeople who may allocate. */
  packId?: string;
  packName?: string;
  salesUserCodes?: string[];
  remark?: string;
  createTime?: string;
}

export interface ValueAddedBatch {
  batchNo: string;
  planId: string;
  batchName: string;
  custCount: number;
  sentCount: number;
  createTime: string;
  status: '0' | '1' | '2';
}

export interface Coupon {
  couponId: string;
  couponName: string;
  couponType: string;
  faceValue: number;
  threshold: number;
  validFrom: string;
  validTo: string;
  stock: number;
  issued: number;
  comCode: string;
  imageUrl: string;
}

export interface VoucherOrder {
  orderNo: string;
  couponId: string;
  couponName: string;
  custName: string;
  mobile: string;
  userCode: string;
  createTime: string;
  /** 1 unused, 2 used, 3 expired. */
  status: '1' | '2' | '3';
  useTime: string;
}

export interface Workplace {
  workplaceId: string;
  workplaceName: string;
  address: string;
  comCode: string;
  lat: number;
  lng: number;
  /** Sign-in radius in metres. */
  radius: number;
}

export interface WorkplaceBind {
  userCode: string;
  workplaceId: string;
  bindTime: string;
}

export interface SignIn {
  signId: string;
  userCode: string;
  workplaceId: string;
  signTime: string;
  lat: number;
  lng: number;
  distance: number;
}

export interface Faq {
  faqId: string;
  category: string;
  question: string;
  answer: string;
  hot: boolean;
}

export interface SalesPitch {
  pitchId: string;
  keywords: string[];
  scene: string;
  content: string;
}

export interface NavigationItem {
  navId: string;
  title: string;
  icon: string;
  path: string;
  sort: number;
}

export interface IntellRecord {
  recordId: string;
  sessionId: string;
  userCode: string;
  question: string;
  answer: string;
  /** '' not rated, 1 useful, 0 not useful. */
  useful: '' | '0' | '1';
  time: string;
}

export interface AssistantConfig {
  userCode: string;
  /** knowledgeBase or bigModel. */
  defaultModel: string;
  welcome: string;
  quickQuestions: string[];
  /** Assistant items (navigation ids) the user switched off (事项配置). */
  disabledNavIds?: string[];
  /** Navigation ids the user put on the home page, in order (首页配置). */
  homeNavIds?: string[];
  updateTime: string;
}

export interface Media {
  mediaId: string;
  type: string;
  fileName: string;
  size: number;
  userCode: string;
  /** Seconds since the epoch, as WeCom answers. */
  createdAt: number;
  expiresAt: number;
}

/** A send the app made (article, poster, e-policy, care message …): feeds histories and counts. */
export interface SendRecord {
  sendId: string;
  kind: string;
  targetId: string;
  custIds: string[];
  userCode: string;
  time: string;
}

export interface MomentsTask {
  taskId: string;
  title: string;
  content: string;
  images: string[];
  startDate: string;
  endDate: string;
  /** 0 not started, 1 running, 2 finished. */
  status: '0' | '1' | '2';
  doneUserCodes: string[];
}

export interface TrainingResource {
  code: string;
  title: string;
  /** 视频, 文档 or 图片: which of the content fields below carries the material. */
  resourceType: string;
  coverUrl: string;
  url: string;
  /** Seconds of the video; 0 for documents and pictures. */
  duration: number;
  publishTime: string;
  /** Who gives the training (讲师 or the department). */
  lecturer: string;
  /** What the material teaches, shown above it. */
  summary: string;
  /** A 视频's file, a path under /__sandbox/files/training/ (the handler answers it as an absolute URL). */
  videoPath: string;
  /** A 文档's file (a PDF under /__sandbox/files/training/) and its name. */
  filePath: string;
  fileName: string;
  /** A 图片 material's pictures (slides), generated SVGs. */
  images: string[];
}

export interface ProductClass {
  classCode: string;
  className: string;
}

export interface Product {
  productCode: string;
  productName: string;
  classCode: string;
  riskCode: string;
  description: string;
  premiumFrom: number;
  coverUrl: string;
  insureUrl: string;
  tags: string[];
}

export interface Reservation {
  reservationId: string;
  custId: string;
  custName: string;
  mobile: string;
  serviceType: string;
  reserveTime: string;
  address: string;
  status: '0' | '1' | '2';
  userCode: string;
  remark: string;
}

/** What the group robot recognised from the licence and ID photos posted in a customer chat, and its quote. */
export interface OcrResult {
  ocrId: string;
  /** The company whose customer chat it is (chat ids are only unique within one company). */
  comId: ProvinceComId;
  chatId: string;
  /** The customer (external contact) who posted the photos: the chat's car owner. */
  externalUserId: string;
  licenseNo: string;
  frameNo: string;
  custName: string;
  idNumber: string;
  brandModel: string;
  quotePremium: number;
  status: '0' | '1';
  updateTime: string;
}

/** A follow-up note on a renewal task, written from the public renewal-task pages (issue 26). */
export interface FollowUpNote {
  noteId: string;
  /** The staff member whose task it is. */
  userCode: string;
  /** The policy due for renewal the task is about. */
  policyNo: string;
  /** follow-up-status dictionary: mu001 持续跟进, mu002 跟进成功, mu003 跟进失败. */
  followStatus: 'mu001' | 'mu002' | 'mu003';
  content: string;
  nextTime: string;
  createTime: string;
}

/** A proposal made from a group chat's quotation (/robot/trans-proposal, issue 26). */
export interface ChatProposal {
  proposalNo: string;
  comId: ProvinceComId;
  ocrId: string;
  chatId: string;
  premium: number;
  mobile: string;
  jointSalesKind: string;
  jointSalesCode: string;
  /** 0 待支付. */
  status: '0';
  createTime: string;
}

/** The customer a linked customer chat is filed for. */
export interface ChatRoomRelation {
  /** The company whose customer chat it is. */
  comId: ProvinceComId;
  chatId: string;
  chatName: string;
  custId: string;
  custName: string;
  licenseNo: string;
  externalUserId: string;
  updateTime: string;
}

/** A customer group chat linked to the app (its robot files customers and quotes), owned by one staff member (多群管理). */
export interface LinkedGroup {
  comId: ProvinceComId;
  chatId: string;
  chatName: string;
  /** The staff member who owns the chat (群主): only they see and configure it. */
  ownerCode: string;
  memberCount: number;
  /** How many of the members are customers (external contacts). */
  customerCount: number;
  createTime: string;
  lastActiveTime: string;
  /** 1 the group robot answers in the chat. */
  robotEnabled: '0' | '1';
  /** 1 the robot quotes from a driving-licence photo posted in the chat (needs the robot). */
  quoteEnabled: '0' | '1';
  /** 1 the robot offers customers the filing link (needs the robot). */
  filingEnabled: '0' | '1';
  /** 1 renewal reminders of the chat's customers are pushed into the chat. */
  renewalRemind: '0' | '1';
  /** What the robot says to a customer who joins; empty: nothing. */
  welcomeText: string;
  updateTime: string;
}

/** A partner enterprise of a province company (企业配置): its staff are served as a group. */
export interface Enterprise {
  enterpriseId: string;
  comId: ProvinceComId;
  companyName: string;
  /** Unified social credit code (统一社会信用代码), 18 characters. */
  creditCode: string;
  /** enterprise-type dictionary code: 1 车商, 2 修理厂, 3 团体客户, 4 代理机构. */
  enterpriseType: '1' | '2' | '3' | '4';
  contactName: string;
  contactPhone: string;
  address: string;
  /** 1 cooperating, 0 paused. */
  status: '0' | '1';
  /** Who created it (userCode) and when. */
  createUserCode: string;
  createTime: string;
  updateTime: string;
}

/** Config switches: per province company id, plus global ones (wx_temporarily_do). */
export interface SwitchState {
  byComId: Record<string, Record<string, string>>;
  global: Record<string, string>;
}

/** Everything the sandbox serves. Seeded deterministically; writes change it. */
export interface SandboxState {
  version: string;
  /** The CST day ('YYYY-MM-DD') the seed's dates are relative to. */
  seededFor: string;
  switches: SwitchState;
  staff: Staff[];
  customers: Customer[];
  bindings: Binding[];
  cars: Car[];
  policies: Policy[];
  claims: Claim[];
  complaints: Complaint[];
  reminders: Reminder[];
  leads: Lead[];
  favorites: Favorite[];
  newsCategories: NewsCategory[];
  articles: Article[];
  newsAccess: NewsAccess[];
  posterClasses: PosterClass[];
  posters: Poster[];
  posterShareConfigs: PosterShareConfig[];
  scriptClasses: ScriptClass[];
  scripts: Script[];
  groupMsgs: GroupMsg[];
  renewalBatches: RenewalBatch[];
  careMsgs: CareMsg[];
  disasterWarnings: DisasterWarning[];
  blacklist: BlacklistEntry[];
  blacklistConfigs: BlacklistConfig[];
  reviewerConfigs: ReviewerConfig[];
  groupApplies: GroupApply[];
  claimGroups: ClaimGroup[];
  servicePacks: ServicePack[];
  /** Optional so that a state saved before these collections existed still loads (reset to get the seed). */
  groupingCodes?: GroupingCode[];
  serviceGrants?: ServiceGrant[];
  valueAddedPlans: ValueAddedPlan[];
  valueAddedBatches: ValueAddedBatch[];
  coupons: Coupon[];
  voucherOrders: VoucherOrder[];
  workplaces: Workplace[];
  workplaceBinds: WorkplaceBind[];
  signIns: SignIn[];
  faqs: Faq[];
  salesPitches: SalesPitch[];
  navigation: NavigationItem[];
  intellRecords: IntellRecord[];
  assistantConfigs: AssistantConfig[];
  media: Media[];
  /** Photos staff saved to a customer (上传图片); absent in a state saved before they existed. */
  attachments?: CustomerAttachment[];
  sends: SendRecord[];
  momentsTasks: MomentsTask[];
  trainingResources: TrainingResource[];
  productClasses: ProductClass[];
  products: Product[];
  reservations: Reservation[];
  ocrResults: OcrResult[];
  chatRoomRelations: ChatRoomRelation[];
  /** Linked customer group chats and their robot settings; absent in a state saved before they existed (reset to get them). */
  linkedGroups?: LinkedGroup[];
  /** Partner enterprises; absent in a state saved before they existed (reset to get them). */
  enterprises?: Enterprise[];
  /** Follow-up notes of renewal tasks; absent until the first is written (no seed change). */
  followUpNotes?: FollowUpNote[];
  /** Proposals made from chat quotations; absent until the first (no seed change). */
  chatProposals?: ChatProposal[];
  /** Tokens ended by logout (their signatures). */
  revokedTokens: string[];
  /** Customer transfers between staff (client regulation), made at run time; absent in older stores. */
  custTransfers?: CustTransfer[];
  /** Call-centre seats switched on or off at run time (userCode → '1' on, '0' off); absent = the default. */
  seatStatus?: Record<string, '0' | '1'>;
  /** Customers of the public account (公共账户) not claimed yet; absent in a state saved before it existed. */
  publicAccount?: PublicAccountEntry[];
  /** Each branch's points pool (积分分配); absent in a state saved before it existed. */
  pointsPools?: PointsPool[];
  /** Points allocated to staff, newest first; absent in a state saved before it existed. */
  pointsRecords?: PointsRecord[];
  /** Id sequences for records the app creates. */
  counters: Record<string, number>;
}

/** A photo or file a staff member saved to a customer's record (saveCustomerAttachments). */
export interface CustomerAttachment {
  attachmentId: string;
  custId: string;
  /** The claim the photo is about, if any. */
  registNo: string;
  category: string;
  fileId: string;
  fileName: string;
  fileSize: number;
  url: string;
  remark: string;
  userCode: string;
  uploadTime: string;
}

/** One customer's outcome in a transfer. */
export interface CustTransferRow {
  custId: string;
  custName: string;
  /** Masked certificate number as typed or held. */
  certificateNo: string;
  /** 1 moved (or already the adviser's), 0 refused. */
  result: '1' | '0';
  message: string;
}

/** A transfer of customers to another manager (one customer, or a batch by certificate number). */
export interface CustTransfer {
  batchNo: string;
  comId: ProvinceComId;
  operatorCode: string;
  toCode: string;
  kind: 'single' | 'batch';
  time: string;
  rows: CustTransferRow[];
}

/** A customer waiting in the public account (公共账户) of its branch (seed/public-account.ts). */
export interface PublicAccountEntry {
  /** The full record; it joins `customers` when claimed or assigned. */
  customer: Customer;
  /** Why the customer is there, e.g. 原客户经理离职. */
  reason: string;
  /** The manager who served the customer before, if known. */
  formerManagerName: string;
  /** When the customer entered the public account. */
  enterTime: string;
  /** The customer's car's plate ('' when none is known). */
  licenseNo: string;
  /** End date of the customer's last policy. */
  lastEndDate: string;
}

/** A branch's points pool (积分分配), from which its administrator allocates points to its staff. */
export interface PointsPool {
  comId: ProvinceComId;
  comCode: string;
  totalPoints: number;
}

/** Points allocated to a staff member from their branch's pool. */
export interface PointsRecord {
  recordId: string;
  comId: ProvinceComId;
  comCode: string;
  userCode: string;
  points: number;
  remark: string;
  /** The administrator who allocated them ('' for an import). */
  operatorCode: string;
  time: string;
}
