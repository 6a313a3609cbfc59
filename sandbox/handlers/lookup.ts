/** Finding records from whatever identifier a call carries, and shaping them for answers. */
import { maskIdCard, maskPhone } from '@/lib';
import { encryptId } from '@sandbox/seed/identity';
import type { Car, Customer, Policy, ProvinceComId, SandboxState, Staff } from '@sandbox/seed/types';
import { ageAt, parseCst } from '@sandbox/util/dates';
import type { JsonObject } from '@sandbox/util/json';
import { Reply } from '@sandbox/reply';
import { flat, str } from './params';
import { CUSTOMER_MISSING, CUSTOMER_NOT_FOUND, companyCustomers, visibleCustomers } from './scope';
import type { HandlerContext } from './types';

const CUSTOMER_KEYS = [
  'custId', 'customerId', 'custNo', 'encryptCustId', 'encryptCustIdAndUserCode',
  'idNumber', 'certificateNo', 'identifyNo', 'identifyNumber', 'idNo', 'credentialNo',
  'encryptCertificateNo', 'encryptCertificateNoAndUserCode', 'taskId', 'encryptTaskId',
  'externalUserId', 'external_userid', 'externalUserid', 'unionId', 'unionid',
  'licenseNo', 'plateNo', 'frameNo', 'vinNo', 'vin', 'mobile', 'phone', 'phoneNo', 'policyNo', 'registNo',
];

/** Whether the call names a customer by any identifier findCustomer reads. */
export function namesCustomer(params: JsonObject): boolean {
  return str(params, ...CUSTOMER_KEYS) !== '';
}

/** The customer among `customers` that the params name, by the first identifier that matches. */
function lookupIn(ctx: HandlerContext, customers: readonly Customer[], params: JsonObject): Customer | undefined {
  const userCode = ctx.user?.userCode ?? '';
  const custId = str(params, 'custId', 'customerId', 'custNo');
  if (custId) {
    const hit = customers.find((c) => c.custId === custId);
    if (hit) return hit;
  }
  const enc = str(params, 'encryptCustId', 'encryptCustIdAndUserCode');
  if (enc) {
    const hit = customers.find((c) => c.encryptCustId === enc || encryptId(c.custId, userCode) === enc);
    if (hit) return hit;
  }
  const idNo = str(params, 'idNumber', 'certificateNo', 'identifyNo', 'identifyNumber', 'idNo', 'credentialNo');
  if (idNo) {
    const hit = customers.find((c) => c.idNumber === idNo.toUpperCase());
    if (hit) return hit;
  }
  const encIdNo = str(params, 'encryptCertificateNo', 'encryptCertificateNoAndUserCode');
  if (encIdNo) {
    const hit = customers.find((c) => c.encryptCertificateNo === encIdNo || encryptId(c.idNumber, userCode) === encIdNo);
    if (hit) return hit;
  }
  const taskId = str(params, 'taskId', 'encryptTaskId');
  if (taskId) {
    const hit = customers.find((c) => c.taskId === taskId || c.encryptTaskId === taskId);
    if (hit) return hit;
  }
  const externalUserId = str(params, 'externalUserId', 'external_userid', 'externalUserid');
  if (externalUserId) {
    const hit = customers.find((c) => c.externalUserId === externalUserId);
    if (hit) return hit;
  }
  const unionId = str(params, 'unionId', 'unionid');
  if (unionId) {
    const hit = customers.find((c) => c.unionId === unionId);
    if (hit) return hit;
  }
  const owning = (custIds: ReadonlyArray<string>): Customer | undefined => customers.find((c) => custIds.includes(c.custId));
  const licenseNo = str(params, 'licenseNo', 'plateNo');
  if (licenseNo) {
    const hit = owning(ctx.state.cars.filter((c) => c.licenseNo === licenseNo).map((c) => c.custId));
    if (hit) return hit;
  }
  const frameNo = str(params, 'frameNo', 'vinNo', 'vin').toUpperCase();
  if (frameNo) {
    const hit = owning(ctx.state.cars.filter((c) => c.frameNo === frameNo).map((c) => c.custId));
    if (hit) return hit;
  }
  const mobile = str(params, 'mobile', 'phone', 'phoneNo');
  if (mobile) return customers.find((c) => c.mobile === mobile);
  const policyNo = str(params, 'policyNo');
  if (policyNo) {
    const hit = owning(ctx.state.policies.filter((p) => p.policyNo === policyNo).map((p) => p.custId));
    if (hit) return hit;
  }
  const registNo = str(params, 'registNo');
  if (registNo) return owning(ctx.state.claims.filter((c) => c.registNo === registNo).map((c) => c.custId));
  return undefined;
}

/**
 * The customer a call is about, by any identifier it carries, among those the caller may see
 * (scope.ts): another company's or another manager's customer is not found.
 */
export function findCustomer(ctx: HandlerContext, params: JsonObject = flat(ctx.params)): Customer | undefined {
  return lookupIn(ctx, visibleCustomers(ctx), params);
}

/**
 * The customer of a company (default the call's) the params name, for the server's own
 * bookkeeping (which customer read a shared article, which one to bind). Never answer it to the
 * caller as a record: use findCustomer for that.
 */
export function identifyCustomer(ctx: HandlerContext, params: JsonObject, comId: ProvinceComId = ctx.comId): Customer | undefined {
  return lookupIn(ctx, companyCustomers({ state: ctx.state, comId }), params);
}

/** The failure for a customer-level call whose customer the caller cannot have: not named, or not found. */
export function customerNotFound(ctx: HandlerContext): Reply {
  return Reply.fail(namesCustomer(flat(ctx.params)) ? CUSTOMER_NOT_FOUND : CUSTOMER_MISSING);
}

export function isBound(state: SandboxState, custId: string, userCode: string | undefined): boolean {
  return state.bindings.some((b) => b.custId === custId && (!userCode || b.userCode === userCode));
}

const GENDER_NAMES: Record<string, string> = { '0': '未知', '1': '男', '2': '女', '9': '未说明' };
const STATUS_NAMES: Record<string, string> = { '-1': '不明确', '01': '在保', '02': '潜在', '03': '脱保', '99': '其他' };
const FOLLOW_NAMES: Record<string, string> = { '0': '未跟进', mu001: '继续跟进', mu002: '跟进成功', mu003: '跟进失败' };

/** A customer as the list and detail calls answer it (masked phone and ID, names of codes). */
export function customerView(ctx: HandlerContext, c: Customer): JsonObject {
  const userCode = ctx.user?.userCode ?? '';
  const policies = ctx.state.policies.filter((p) => p.custId === c.custId);
  const cars = ctx.state.cars.filter((x) => x.custId === c.custId);
  return {
    custId: c.custId,
    encryptCustId: c.encryptCustId,
    encryptCustIdAndUserCode: encryptId(c.custId, userCode),
    custName: c.custName,
    customerName: c.custName,
    gender: c.gender,
    genderName: GENDER_NAMES[c.gender],
    birthday: c.birthday,
    age: ageAt(parseCst(c.birthday), ctx.now),
    idType: c.idType,
    idTypeName: '居民身份证',
    certificateNo: maskIdCard(c.idNumber),
    encryptCertificateNo: c.encryptCertificateNo,
    encryptCertificateNoAndUserCode: encryptId(c.idNumber, userCode),
    mobile: maskPhone(c.mobile),
    comCode: c.comCode,
    comName: c.comName,
    address: c.address,
    occupation: c.occupation,
    custStatus: c.custStatus,
    custStatusName: STATUS_NAMES[c.custStatus],
    insuredFlag: c.insuredFlag,
    followStatus: c.followStatus,
    followStatusName: FOLLOW_NAMES[c.followStatus],
    followRemark: c.followRemark,
    custLevel: c.custLevel,
    valueScore: c.valueScore,
    externalUserId: c.externalUserId,
    avatar: c.avatar,
    remark: c.remark,
    labels: c.labels,
    bindFlag: isBound(ctx.state, c.custId, userCode) ? '1' : '0',
    managerUserCode: c.managerUserCode,
    managerName: ctx.state.staff.find((s) => s.userCode === c.managerUserCode)?.userName ?? '',
    taskId: c.taskId,
    encryptTaskId: c.encryptTaskId,
    taskType: c.taskType,
    bindSource: c.bindSource,
    pushSource: c.pushSource,
    carCount: cars.length,
    licenseNos: cars.map((x) => x.licenseNo),
    policyCount: policies.length,
    validPolicyCount: policies.filter((p) => p.status === '1').length,
    totalPremium: Math.round(policies.filter((p) => p.status === '1').reduce((s, p) => s + p.premium, 0) * 100) / 100,
    createTime: c.createTime,
  };
}

export function carView(car: Car): JsonObject {
  return { ...car, licenseNo: car.licenseNo, frameNo: car.frameNo, vinNo: car.frameNo, newEnergyFlag: car.newEnergy ? '1' : '0' };
}

const POLICY_STATUS: Record<Policy['status'], string> = { '1': '有效', '2': '已到期', '3': '已退保' };

export function policyView(p: Policy): JsonObject {
  return {
    ...p,
    coverages: p.coverages.map((c) => ({ ...c })),
    idNumber: maskIdCard(p.idNumber),
    statusName: POLICY_STATUS[p.status],
    sendFlagName: p.sendFlag === '1' ? '已发送' : '未发送',
    riskType: p.vehicle ? '1' : '2',
    riskTypeName: p.vehicle ? '车险' : '非车险',
  };
}

export function staffView(s: Staff): JsonObject {
  return {
    userCode: s.userCode,
    userName: s.userName,
    userId: s.userId,
    comId: s.comId,
    comCode: s.comCode,
    comName: s.comName,
    mobile: maskPhone(s.mobile),
    avatar: s.avatar,
    position: s.position,
  };
}
