/**
 * ~120 customers in the two provinces, with valid ID numbers consistent with name, gender and
 * birth date, valid mobile numbers, and bindings to the personas' WeCom accounts.
 * The first five of each province are the WeCom simulator's external contacts.
 */
import { SANDBOX_CUSTOMERS } from '@/wecom/simulator/fixtures';
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, addYears, fmtDateTime } from '@sandbox/util/dates';
import { findPersona } from '@sandbox/session/personas';
import { assetUrl } from './assets';
import { customerIdentity, encryptId, makeIdNumber, makeMobile, makeWecomId } from './identity';
import { FEMALE_GIVEN, MALE_GIVEN, OCCUPATIONS, SURNAMES } from './refPeople';
import { OTHER_DIVISIONS, provinceOf, type Branch } from './refPlaces';
import type { Binding, Customer, ProvinceComId, Staff } from './types';

export const CUSTOMER_LABELS = [
  '车险客户', '高价值', '续保意向强', '新能源车主', '家有儿童', '有房一族', '商旅常客', '理赔敏感',
  '价格敏感', '微信活跃', '老客户', '转介绍来源', '自驾游爱好者', '上班族', '退休人员',
] as const;
export const ELE_SALE_TAGS = ['电销已触达', '车险报价过', '意向续保', '已加微信', '拒绝电话营销', '需二次跟进'] as const;
export const NON_CAR_ELE_SALE_TAGS = ['意外险意向', '健康险意向', '家财险意向', '百万医疗已推荐', '驾乘险已推荐'] as const;

const FOLLOW_REMARKS: Record<Customer['followStatus'], string[]> = {
  '0': [''],
  mu001: ['客户在比价，下周再联系', '已发报价单，等待客户答复', '客户出差中，约定月底回电'],
  mu002: ['已续保成功', '已加保驾乘险', '已成交并添加企业微信'],
  mu003: ['已在其他公司投保', '车辆已出售', '客户明确拒绝'],
};

interface Plan {
  comId: ProvinceComId;
  count: number;
  /** How customers are spread over owners: [persona key or 'colleague', weight]. */
  owners: ReadonlyArray<readonly [string, number]>;
}

const PLANS: readonly Plan[] = [
  { comId: '51000000', count: 70, owners: [['manager', 45], ['phone-mismatch', 10], ['reviewer', 10], ['claims-advisor', 5], ['colleague', 30]] },
  { comId: '11000000', count: 50, owners: [['manager', 45], ['phone-mismatch', 10], ['reviewer', 10], ['claims-advisor', 5], ['colleague', 30]] },
];

/** Fixed people: the simulator's contacts (names and genders matching their Chinese names). */
const FIXED_GENDER: Record<string, '1' | '2'> = { 张伟: '1', 李娜: '2', 王芳: '2', 刘洋: '1', 陈静: '2' };

function ownerCode(rng: Rng, plan: Plan, staff: readonly Staff[]): string {
  const owner = rng.weighted(plan.owners);
  if (owner !== 'colleague') {
    const persona = findPersona(owner);
    if (persona) return persona.people[plan.comId].userCode;
  }
  const pool = staff.filter((s) => s.comId === plan.comId && !s.persona);
  return rng.pick(pool).userCode;
}

function address(rng: Rng, branch: Branch, district: string, comId: ProvinceComId): string {
  const head = comId === '11000000' ? `北京市${district}` : `四川省${branch.city}市${district}`;
  const estates = ['锦绣花园', '阳光城', '翡翠湾', '金色家园', '滨江国际', '紫荆苑', '万科城', '保利香槟国际', '龙湖时代天街'];
  return `${head}${rng.pick(branch.streets)}${rng.int(1, 399)}号${rng.pick(estates)}${rng.int(1, 18)}栋${rng.int(1, 4)}单元${rng.int(2, 32)}0${rng.int(1, 4)}室`;
}

export interface CustomerSeed {
  customers: Customer[];
  bindings: Binding[];
}

export function seedCustomers(rng: Rng, staff: readonly Staff[]): CustomerSeed {
  const customers: Customer[] = [];
  const bindings: Binding[] = [];
  const usedIds = new Set<string>();

  for (const plan of PLANS) {
    const province = provinceOf(plan.comId);
    const prng = rng.fork(plan.comId);
    const managerCode = findPersona('manager')?.people[plan.comId].userCode ?? '';
    const external = findPersona('external')?.people[plan.comId];
    for (let i = 0; i < plan.count; i += 1) {
      const fixed = i < SANDBOX_CUSTOMERS.length ? SANDBOX_CUSTOMERS[i] : undefined;
      const gender: '1' | '2' = fixed ? FIXED_GENDER[fixed.name] ?? '1' : prng.chance(0.52) ? '1' : '2';
      const custName = fixed ? fixed.name : prng.pick(SURNAMES) + prng.pick(gender === '1' ? MALE_GIVEN : FEMALE_GIVEN);
      const branch = prng.pick(province.branches);
      const local = prng.chance(0.8);
      const [division, district] = local ? prng.pick(branch.divisions) : prng.pick(OTHER_DIVISIONS);
      const age = prng.int(23, 68);
      const birthMs = addYears(seedNow(), -age) - prng.int(1, 360) * DAY_MS;
      let idNumber = makeIdNumber(prng, division, birthMs, gender === '1');
      while (usedIds.has(idNumber)) idNumber = makeIdNumber(prng, division, birthMs, gender === '1');
      usedIds.add(idNumber);
      const mobile = fixed && external && external.userId === fixed.externalUserId ? external.mobile : makeMobile(prng);
      const custId = `${plan.comId.slice(0, 2)}${prng.chars('0123456789', 14)}`;
      const custStatus = prng.weighted([['01', 65], ['02', 20], ['03', 10], ['99', 3], ['-1', 2]] as const);
      const followStatus = prng.weighted([['0', 40], ['mu001', 30], ['mu002', 20], ['mu003', 10]] as const);
      const managerUserCode = fixed ? managerCode : ownerCode(prng, plan, staff);
      const taskId = `T${plan.comId.slice(0, 2)}${prng.chars('0123456789', 12)}`;
      const vehicleTask = prng.chance(0.75);
      const created = seedNow() - prng.int(20, 1500) * DAY_MS - prng.int(0, 36000) * 1000;
      const customer: Customer = {
        ...customerIdentity(custId, custName, gender, birthMs, idNumber),
        mobile,
        comId: plan.comId,
        comCode: branch.comCode,
        comName: branch.comName,
        city: branch.city,
        address: address(prng, branch, local ? district : prng.pick(branch.divisions)[1], plan.comId),
        occupation: age >= 60 ? '退休' : prng.pick(OCCUPATIONS),
        custStatus,
        insuredFlag: custStatus === '01' ? '1' : '0',
        followStatus,
        followRemark: prng.pick(FOLLOW_REMARKS[followStatus]),
        custLevel: prng.weighted([['A', 15], ['B', 35], ['C', 35], ['D', 15]] as const),
        valueScore: prng.int(35, 98),
        externalUserId: fixed ? fixed.externalUserId : makeWecomId(prng, 'wm'),
        unionId: `o${prng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 27)}`,
        avatar: assetUrl('avatar', custId),
        remark: prng.chance(0.3) ? `${custName}-${prng.pick(['老客户', '转介绍', '4S店推荐', '续保客户', '车主群'])}` : '',
        labels: prng.sample(CUSTOMER_LABELS.filter((l) => (age >= 60 ? l !== '上班族' : l !== '退休人员')), prng.int(2, 5)),
        eleSaleTags: prng.sample(ELE_SALE_TAGS, prng.int(0, 3)),
        nonCarEleSaleTags: prng.sample(NON_CAR_ELE_SALE_TAGS, prng.int(0, 2)),
        managerUserCode,
        taskId,
        encryptTaskId: encryptId(taskId),
        taskType: vehicleTask ? prng.pick(['2', '3'] as const) : prng.pick(['6', '7'] as const),
        bindSource: vehicleTask ? prng.pick(['1', '4', '5'] as const) : '8',
        pushSource: prng.chance(0.8) ? 'todoTask' : 'kafkaPayment',
        carUsePlace: '',
        createTime: fmtDateTime(created),
      };
      customers.push(customer);
      // A to-do binding task (2, 6) is a customer waiting to be bound: binding completes it (see
      // weixinCustMainBinding), so only customers with a done task are bound. The simulator's
      // contacts are bound, so their tasks are done ones. (The draws are the same either way, so
      // the rest of the seed does not move.)
      const todo = customer.taskType === '2' || customer.taskType === '6';
      if (fixed && todo) customer.taskType = customer.taskType === '2' ? '3' : '7';
      if (fixed || prng.chance(0.6)) {
        const bindTime = fmtDateTime(created + prng.int(1, 15) * DAY_MS);
        if (fixed || !todo) bindings.push({ custId, userCode: managerUserCode, externalUserId: customer.externalUserId, bindSource: customer.bindSource, bindTime });
      }
    }
  }
  return { customers, bindings };
}
