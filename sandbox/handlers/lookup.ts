/** Finding records from whatever identifier a call carries, and shaping them for answers. */
import { maskIdCard, maskPhone } from '../../src/lib';
import { encryptId } from '../seed/identity';
import type { Car, Customer, Policy, SandboxState, Staff } from '../seed/types';
import { ageAt, parseCst } from '../util/dates';
import type { JsonObject } from '../util/json';
import { flat, str } from './params';
import type { HandlerContext } from './types';

/** Customers of the caller's province first, so simulator ids shared by both provinces resolve right. */
function scoped(ctx: HandlerContext): Customer[] {
  const own = ctx.state.customers.filter((c) => c.comId === ctx.comId);
  return [...own, ...ctx.state.customers.filter((c) => c.comId !== ctx.comId)];
}

/** The customer a call is about, by any identifier it carries. */
export function findCustomer(ctx: HandlerContext, params: JsonObject = flat(ctx.params)): Customer | undefined {
  const customers = scoped(ctx);
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
  const licenseNo = str(params, 'licenseNo', 'plateNo');
  if (licenseNo) {
    const car = ctx.state.cars.find((c) => c.licenseNo === licenseNo);
    if (car) return customers.find((c) => c.custId === car.custId);
  }
  const frameNo = str(params, 'frameNo', 'vinNo', 'vin');
  if (frameNo) {
    const car = ctx.state.cars.find((c) => c.frameNo === frameNo.toUpperCase());
    if (car) return customers.find((c) => c.custId === car.custId);
  }
  const mobile = str(params, 'mobile', 'phone', 'phoneNo');
  if (mobile) return customers.find((c) => c.mobile === mobile);
  const policyNo = str(params, 'policyNo');
  if (policyNo) {
    const policy = ctx.state.policies.find((p) => p.policyNo === policyNo);
    if (policy) return customers.find((c) => c.custId === policy.custId);
  }
  const registNo = str(params, 'registNo');
  if (registNo) {
    const claim = ctx.state.claims.find((c) => c.registNo === registNo);
    if (claim) return customers.find((c) => c.custId === claim.custId);
  }
  return undefined;
}

/** The customer of the call, or the first customer bound to the caller (pages opened without ids). */
export function customerOrDefault(ctx: HandlerContext): Customer {
  return findCustomer(ctx) ?? myCustomers(ctx)[0] ?? scoped(ctx)[0];
}

/** Customers the caller owns or has bound, newest binding first. */
export function myCustomers(ctx: HandlerContext): Customer[] {
  const userCode = ctx.user?.userCode;
  if (!userCode) return ctx.state.customers.filter((c) => c.comId === ctx.comId);
  const bound = new Set(ctx.state.bindings.filter((b) => b.userCode === userCode).map((b) => b.custId));
  const mine = ctx.state.customers.filter((c) => c.managerUserCode === userCode || bound.has(c.custId));
  return mine.length ? mine : ctx.state.customers.filter((c) => c.comId === ctx.comId);
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
