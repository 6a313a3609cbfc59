/** Reviewer configurations, group-creation applications and claim groups. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, fmtDateTime } from '@sandbox/util/dates';
import { makeWecomId } from './identity';
import { PROVINCES } from './refPlaces';
import type { Claim, ClaimGroup, Customer, GroupApply, ReviewerConfig, Staff } from './types';

export const GROUP_TYPE_NAMES: Record<GroupApply['groupType'], string> = { '1': '理赔服务群', '2': '客户服务群', '3': '其他协助群' };
export const APPLY_STATUS_NAMES: Record<GroupApply['status'], string> = { '0': '待审核', '1': '审核通过', '2': '已驳回', '3': '已建群' };

export function seedReviewerConfigs(rng: Rng, staff: readonly Staff[]): ReviewerConfig[] {
  const out: ReviewerConfig[] = [];
  let n = 0;
  for (const province of PROVINCES) {
    const reviewer = staff.find((s) => s.comId === province.comId && s.persona === 'reviewer');
    const others = staff.filter((s) => s.comId === province.comId && !s.persona && s.position === '团队长');
    for (const branch of province.branches) {
      const people = reviewer && (branch.comCode === reviewer.comCode || n % 2 === 0) ? [reviewer, ...others.slice(0, 1)] : others.slice(0, 1);
      for (const person of people.length ? people : reviewer ? [reviewer] : []) {
        n += 1;
        const created = seedNow() - rng.int(30, 300) * DAY_MS;
        out.push({
          configId: `RC${String(100 + n)}`,
          comCode: branch.comCode,
          comName: branch.comName,
          reviewerUserCode: person.userCode,
          reviewerName: person.userName,
          reviewerMobile: person.mobile,
          groupTypes: person.persona === 'reviewer' ? ['1', '2', '3'] : rng.sample(['1', '2', '3'], 2).sort(),
          level: person.persona === 'reviewer' ? '1' : '2',
          status: '1',
          createTime: fmtDateTime(created),
          updateTime: fmtDateTime(created + rng.int(0, 20) * DAY_MS),
        });
      }
    }
  }
  return out;
}

export function seedGroupApplies(rng: Rng, staff: readonly Staff[], customers: readonly Customer[], claims: readonly Claim[]): GroupApply[] {
  const out: GroupApply[] = [];
  for (let i = 0; i < 24; i += 1) {
    const comId = i % 3 === 2 ? '11000000' : '51000000';
    // Half of the applications are the account manager's, so their own list is never empty.
    const manager = staff.find((s) => s.comId === comId && s.persona === 'manager');
    const applicant = manager && rng.chance(0.5) ? manager : rng.pick(staff.filter((s) => s.comId === comId && s.persona !== 'reviewer'));
    const reviewer = staff.find((s) => s.comId === comId && s.persona === 'reviewer');
    const customer = rng.pick(customers.filter((c) => c.comId === comId));
    const claim = claims.find((c) => c.custId === customer.custId);
    const groupType: GroupApply['groupType'] = claim ? '1' : rng.pick(['2', '3'] as const);
    const status: GroupApply['status'] = i < 7 ? '0' : rng.pick(['1', '2', '3', '3'] as const);
    const applied = seedNow() - (24 - i) * 2 * DAY_MS - rng.int(1, 10) * 3600000;
    out.push({
      applyId: `GA${String(20000 + i * 17)}`,
      applyUserCode: applicant.userCode,
      applyUserName: applicant.userName,
      comCode: applicant.comCode,
      groupType,
      groupTypeName: GROUP_TYPE_NAMES[groupType],
      groupName: `${customer.custName}${groupType === '1' ? '理赔服务群' : groupType === '2' ? '家庭保障服务群' : '业务协助群'}`,
      custId: customer.custId,
      custName: customer.custName,
      registNo: groupType === '1' && claim ? claim.registNo : '',
      reason: groupType === '1' ? '客户出险后需理赔顾问、查勘员共同跟进，申请一键建群' : groupType === '2' ? '客户家庭多台车辆及健康险需统一服务，申请建立服务群' : '需要分公司技术支持协助处理客户批改业务',
      members: [applicant.userCode, ...(reviewer ? [reviewer.userCode] : [])],
      status,
      statusName: APPLY_STATUS_NAMES[status],
      reviewerUserCode: status === '0' ? '' : reviewer?.userCode ?? '',
      reviewerName: status === '0' ? '' : reviewer?.userName ?? '',
      reviewRemark: status === '2' ? '客户信息不完整，请补充后重新提交' : status === '0' ? '' : '同意',
      applyTime: fmtDateTime(applied),
      reviewTime: status === '0' ? '' : fmtDateTime(applied + rng.int(1, 20) * 3600000),
      chatId: status === '3' ? makeWecomId(rng, 'wr') : '',
    });
  }
  return out.reverse();
}

export function seedClaimGroups(rng: Rng, claims: readonly Claim[], customers: readonly Customer[]): ClaimGroup[] {
  return rng.sample(claims, Math.min(6, claims.length)).map((claim, i) => {
    const customer = customers.find((c) => c.custId === claim.custId);
    return {
      groupId: `CG${String(600 + i)}`,
      registNo: claim.registNo,
      chatId: i === 0 ? 'wrSandboxGroup002' : makeWecomId(rng, 'wr'),
      groupName: `${customer?.custName ?? ''}理赔服务群`,
      userCode: customer?.managerUserCode ?? '',
      members: [customer?.managerUserCode ?? '', customer?.externalUserId ?? ''],
      createTime: fmtDateTime(seedNow() - rng.int(1, 60) * DAY_MS),
      status: '1',
    };
  });
}
