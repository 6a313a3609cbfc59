/**
 * Points allocation (积分分配, issue 23): each branch's points pool, from which its administrator
 * allocates points to the branch's staff (redeemed for marketing material and customer gifts),
 * and the allocations made so far. Allocations made in the app join `pointsRecords`
 * (sandbox/handlers/points.ts).
 */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, fmtDateTime, seedNow } from '@sandbox/util/dates';
import { PROVINCES } from './refPlaces';
import type { PointsPool, PointsRecord, Staff } from './types';

export const POINTS_REMARKS = ['季度绩效奖励', '续保攻坚奖励', '新人开单激励', '客户好评奖励', '非车险销售奖励'] as const;

export function seedPoints(rng: Rng, staff: readonly Staff[]): { pools: PointsPool[]; records: PointsRecord[] } {
  const pools: PointsPool[] = [];
  const records: PointsRecord[] = [];
  let n = 0;
  for (const province of PROVINCES) {
    for (const branch of province.branches) {
      const r = rng.fork(branch.comCode);
      pools.push({ comId: province.comId, comCode: branch.comCode, totalPoints: 30000 + r.int(0, 8) * 5000 });
      const people = staff.filter((s) => s.comCode === branch.comCode);
      const admin = people.find((s) => s.roles.includes('admin'));
      const receivers = r.sample(people.filter((s) => s !== admin), 4);
      for (const [i, s] of receivers.entries()) {
        n += 1;
        records.push({
          recordId: `PA${String(n).padStart(6, '0')}`,
          comId: province.comId,
          comCode: branch.comCode,
          userCode: s.userCode,
          points: r.int(2, 20) * 100,
          remark: r.pick(POINTS_REMARKS),
          operatorCode: admin?.userCode ?? '',
          time: fmtDateTime(seedNow() - (3 + i * 9 + r.int(0, 5)) * DAY_MS - r.int(0, 30000) * 1000),
        });
      }
    }
  }
  return { pools, records: records.sort((a, b) => b.time.localeCompare(a.time)) };
}
