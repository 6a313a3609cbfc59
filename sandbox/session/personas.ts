/**
 * Login personas for fakeLogin (POST /wecom/api/fake-login.do {persona, comId}). Each persona
 * exists in both seeded companies, 11000000 (北京) and 51000000 (四川, the new customer API),
 * as a different person. Browser-safe: the login page lists these.
 */
import type { RoleName } from '@/core/types';
import type { ProvinceComId } from '@sandbox/seed/refPlaces';

export type PersonaKey = 'manager' | 'newcomer' | 'phone-mismatch' | 'claims-advisor' | 'reviewer' | 'external';

/** One person behind a persona in one company. */
export interface PersonaPerson {
  userCode: string;
  userName: string;
  /** WeCom user id (for the external persona: the external contact id). */
  userId: string;
  comCode: string;
  /** The WeCom mobile number (in the token). */
  mobile: string;
  /** The mobile number in the customer-marketing system (getUserInfo answers it masked). */
  khyxMobile: string;
}

export interface SandboxPersona {
  key: PersonaKey;
  /** Short Chinese label for the login page. */
  label: string;
  /** What the persona is for: which state of the app it exercises. */
  description: string;
  systemRole: RoleName;
  /** Manager-info record kind: 1 account manager, 2 claims advisor, null none. */
  managerRecord: '1' | '2' | null;
  /** Reviews group-creation applications. */
  reviewer: boolean;
  people: Record<ProvinceComId, PersonaPerson>;
}

export const SANDBOX_COM_IDS: readonly ProvinceComId[] = ['51000000', '11000000'];

export const sandboxPersonas: readonly SandboxPersona[] = [
  {
    key: 'manager',
    label: '客户经理',
    description: '企业微信内部用户，已登记客户经理名片，企业微信手机号与营销系统一致；名下有已绑定客户。',
    systemRole: 'qyUser',
    managerRecord: '1',
    reviewer: false,
    people: {
      '51000000': { userCode: '51018866', userName: '王海涛', userId: 'WangHaiTao', comCode: '51010400', mobile: '13808061234', khyxMobile: '13808061234' },
      '11000000': { userCode: '11016688', userName: '赵立新', userId: 'ZhaoLiXin', comCode: '11010500', mobile: '13911028866', khyxMobile: '13911028866' },
    },
  },
  {
    key: 'newcomer',
    label: '新入职员工',
    description: '企业微信内部用户，尚未登记客户经理或理赔顾问信息；开启智能名片开关后会被引导去注册名片。',
    systemRole: 'qyUser',
    managerRecord: null,
    reviewer: false,
    people: {
      '51000000': { userCode: '51019901', userName: '李思雨', userId: 'LiSiYu', comCode: '51010500', mobile: '15928830417', khyxMobile: '15928830417' },
      '11000000': { userCode: '11019902', userName: '孙浩然', userId: 'SunHaoRan', comCode: '11010800', mobile: '18610457721', khyxMobile: '18610457721' },
    },
  },
  {
    key: 'phone-mismatch',
    label: '手机号不一致',
    description: '企业微信手机号与营销系统登记的手机号不同；开启手机号校验开关后会被引导去修改手机号。',
    systemRole: 'qyUser',
    managerRecord: '1',
    reviewer: false,
    people: {
      '51000000': { userCode: '51017345', userName: '张晓东', userId: 'ZhangXiaoDong', comCode: '51010400', mobile: '13981752036', khyxMobile: '13550129876' },
      '11000000': { userCode: '11017346', userName: '周婷', userId: 'ZhouTing', comCode: '11010500', mobile: '13701168842', khyxMobile: '18811320475' },
    },
  },
  {
    key: 'claims-advisor',
    label: '理赔顾问',
    description: '企业微信内部用户，登记为理赔顾问（非客户经理）；可建理赔群、查看理赔进度。',
    systemRole: 'qyUser',
    managerRecord: '2',
    reviewer: false,
    people: {
      '51000000': { userCode: '51015210', userName: '陈建军', userId: 'ChenJianJun', comCode: '51010500', mobile: '18980061235', khyxMobile: '18980061235' },
      '11000000': { userCode: '11015211', userName: '刘雅琴', userId: 'LiuYaQin', comCode: '11010800', mobile: '13520097316', khyxMobile: '13520097316' },
    },
  },
  {
    key: 'reviewer',
    label: '建群审核人',
    description: '分公司建群审核人：审核人配置中有此人，可审批一键建群申请、维护审核人配置。',
    systemRole: 'qyUser',
    managerRecord: '1',
    reviewer: true,
    people: {
      '51000000': { userCode: '51010001', userName: '何志明', userId: 'HeZhiMing', comCode: '51010400', mobile: '13808000517', khyxMobile: '13808000517' },
      '11000000': { userCode: '11010002', userName: '郭春梅', userId: 'GuoChunMei', comCode: '11010500', mobile: '13901017763', khyxMobile: '13901017763' },
    },
  },
  {
    key: 'external',
    label: '群聊客户',
    description: '外部用户（客户群里的客户），只能使用群机器人页面和报价结果页。',
    systemRole: 'externalUser',
    managerRecord: null,
    reviewer: false,
    people: {
      '51000000': { userCode: 'wmSandboxCust001', userName: '张伟', userId: 'wmSandboxCust001', comCode: '51010400', mobile: '13550287416', khyxMobile: '13550287416' },
      '11000000': { userCode: 'wmSandboxCust002', userName: '李娜', userId: 'wmSandboxCust002', comCode: '11010500', mobile: '18601236652', khyxMobile: '18601236652' },
    },
  },
];

export function findPersona(key: string): SandboxPersona | undefined {
  return sandboxPersonas.find((p) => p.key === key);
}

export function isSandboxComId(comId: string): comId is ProvinceComId {
  return (SANDBOX_COM_IDS as readonly string[]).includes(comId);
}
