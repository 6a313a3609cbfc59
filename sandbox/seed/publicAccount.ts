/**
 * The public account (公共账户, issue 23): customers of each branch that nobody serves any more —
 * their manager left or moved, or they were taken back after long without follow-up — waiting to
 * be claimed by a staff member of the branch or assigned by its administrator. They are kept
 * apart from `customers` until then (nobody may read them as their own); claiming or assigning
 * moves the record into `customers` under its new manager (sandbox/handlers/publicAccount.ts).
 */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, addYears, fmtDate, fmtDateTime, seedNow } from '@sandbox/util/dates';
import { assetUrl } from './assets';
import { customerIdentity, encryptId, makeIdNumber, makeMobile, makePlate, makeWecomId } from './identity';
import { FEMALE_GIVEN, MALE_GIVEN, OCCUPATIONS, SURNAMES } from './refPeople';
import { PROVINCES } from './refPlaces';
import type { PublicAccountEntry, Staff } from './types';

/** Why a customer is in the public account. */
const REASONS = ['原客户经理离职', '原客户经理调岗', '超过 90 天未跟进，系统收回', '客户申请更换服务人员'] as const;
/** How many customers each branch holds there. */
const PER_BRANCH = 5;

export function seedPublicAccount(rng: Rng, staff: readonly Staff[]): PublicAccountEntry[] {
  const entries: PublicAccountEntry[] = [];
  for (const province of PROVINCES) {
    for (const branch of province.branches) {
      const r = rng.fork(branch.comCode);
      const formers = staff.filter((s) => s.comCode === branch.comCode && !s.persona);
      for (let i = 0; i < PER_BRANCH; i += 1) {
        const gender: '1' | '2' = r.chance(0.5) ? '1' : '2';
        const custName = r.pick(SURNAMES) + r.pick(gender === '1' ? MALE_GIVEN : FEMALE_GIVEN);
        const [division, district] = r.pick(branch.divisions);
        const age = r.int(25, 66);
        const birthMs = addYears(seedNow(), -age) - r.int(1, 360) * DAY_MS;
        const idNumber = makeIdNumber(r, division, birthMs, gender === '1');
        const custId = `${province.comId.slice(0, 2)}9${r.chars('0123456789', 13)}`;
        const taskId = `T${province.comId.slice(0, 2)}9${r.chars('0123456789', 11)}`;
        const insured = r.chance(0.7);
        const vehicle = r.chance(0.75);
        const enteredDaysAgo = r.int(2, 120);
        entries.push({
          customer: {
            ...customerIdentity(custId, custName, gender, birthMs, idNumber),
            mobile: makeMobile(r),
            comId: province.comId,
            comCode: branch.comCode,
            comName: branch.comName,
            city: branch.city,
            address: `${province.comId === '11000000' ? '北京市' : `四川省${branch.city}市`}${district}${r.pick(branch.streets)}${r.int(1, 399)}号`,
            occupation: age >= 60 ? '退休' : r.pick(OCCUPATIONS),
            custStatus: insured ? '01' : '03',
            insuredFlag: insured ? '1' : '0',
            followStatus: '0',
            followRemark: '',
            custLevel: r.weighted([['A', 10], ['B', 30], ['C', 40], ['D', 20]] as const),
            valueScore: r.int(35, 92),
            externalUserId: makeWecomId(r, 'wm'),
            unionId: `o${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 27)}`,
            avatar: assetUrl('avatar', custId),
            remark: '',
            labels: [],
            eleSaleTags: [],
            nonCarEleSaleTags: [],
            managerUserCode: '',
            taskId,
            encryptTaskId: encryptId(taskId),
            taskType: vehicle ? '2' : '6',
            bindSource: vehicle ? '4' : '8',
            pushSource: 'todoTask',
            carUsePlace: '',
            createTime: fmtDateTime(seedNow() - r.int(400, 1800) * DAY_MS),
          },
          reason: r.pick(REASONS),
          formerManagerName: formers.length ? r.pick(formers).userName : '',
          enterTime: fmtDateTime(seedNow() - enteredDaysAgo * DAY_MS - r.int(0, 36000) * 1000),
          licenseNo: vehicle ? makePlate(r, branch.platePrefix, r.chance(0.2)) : '',
          lastEndDate: insured ? fmtDate(seedNow() + r.int(15, 330) * DAY_MS) : fmtDate(seedNow() - r.int(10, 200) * DAY_MS),
        });
      }
    }
  }
  return entries.sort((a, b) => b.enterTime.localeCompare(a.enterTime) || a.customer.custId.localeCompare(b.customer.custId));
}
