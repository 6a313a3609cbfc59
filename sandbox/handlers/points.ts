/**
 * Points allocation (积分分配, issue 23): a branch administrator reads their branch's points pool
 * and its staff's allocated points, allocates points from the pool to a staff member of the
 * branch, and reads the allocations made (seed/points.ts). Nobody else may.
 */
import { Reply } from '@sandbox/reply';
import type { PointsRecord, SandboxState, Staff } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import { flat, num, paginate, str } from './params';
import { isAdmin } from './team';
import type { HandlerContext, HandlerMap } from './types';

export const POINTS_ADMIN_ONLY = '仅分公司管理员可以分配积分';
/** The most points one allocation may give. */
export const MAX_POINTS_PER_ALLOCATION = 10000;

/** The administrator of the call's company, or undefined. */
function adminOf(ctx: HandlerContext): Staff | undefined {
  const s = ctx.staff;
  return s && s.comId === ctx.comId && isAdmin(s) ? s : undefined;
}

function recordsOf(state: SandboxState, comCode: string): PointsRecord[] {
  return (state.pointsRecords ?? []).filter((r) => r.comCode === comCode);
}

function pool(state: SandboxState, comCode: string): { totalPoints: number; allocatedPoints: number; remainingPoints: number } {
  const totalPoints = state.pointsPools?.find((p) => p.comCode === comCode)?.totalPoints ?? 0;
  const allocatedPoints = recordsOf(state, comCode).reduce((sum, r) => sum + r.points, 0);
  return { totalPoints, allocatedPoints, remainingPoints: Math.max(0, totalPoints - allocatedPoints) };
}

/** queryPointsAllocation: the branch's pool and each staff member's allocated points (most first). */
function pointsAllocation(ctx: HandlerContext): unknown {
  const admin = adminOf(ctx);
  if (!admin) return Reply.fail(POINTS_ADMIN_ONLY);
  const records = recordsOf(ctx.state, admin.comCode);
  const staff = ctx.state.staff
    .filter((s) => s.comId === ctx.comId && s.comCode === admin.comCode && s.userCode !== admin.userCode)
    .map((s) => {
      const mine = records.filter((r) => r.userCode === s.userCode);
      const points = mine.reduce((sum, r) => sum + r.points, 0);
      return { userCode: s.userCode, userName: s.userName, position: s.position, points, count: mine.length, label: `${s.userName}（${s.userCode}）· ${s.position}` };
    })
    .sort((a, b) => b.points - a.points || a.userCode.localeCompare(b.userCode));
  return { comCode: admin.comCode, comName: admin.comName, ...pool(ctx.state, admin.comCode), staff };
}

/** allocatePoints {userCode, points, remark}: from the pool to a staff member of the branch. */
function allocatePoints(ctx: HandlerContext): unknown {
  const admin = adminOf(ctx);
  if (!admin) return Reply.fail(POINTS_ADMIN_ONLY);
  const p = flat(ctx.params);
  const userCode = str(p, 'userCode');
  const target = ctx.state.staff.find((s) => s.userCode === userCode && s.comId === ctx.comId);
  if (!target) return Reply.fail('请选择分配积分的员工');
  if (target.userCode === admin.userCode) return Reply.fail('不能给自己分配积分');
  if (target.comCode !== admin.comCode) return Reply.fail(`只能给本机构（${admin.comName}）的员工分配积分`);
  const points = num(p, NaN, 'points');
  if (!Number.isInteger(points) || points < 1 || points > MAX_POINTS_PER_ALLOCATION) return Reply.fail(`分配积分须为 1 至 ${MAX_POINTS_PER_ALLOCATION} 的整数`);
  const { remainingPoints } = pool(ctx.state, admin.comCode);
  if (points > remainingPoints) return Reply.fail(`积分池剩余 ${remainingPoints} 分，不足以分配 ${points} 分`);
  const remark = str(p, 'remark').trim().slice(0, 50);
  let record: PointsRecord | undefined;
  ctx.store.write((s) => {
    // Ids made here continue after the seeded ones (PA000001…).
    s.counters.PA ??= 100000;
    record = { recordId: nextId(s, 'PA', 6), comId: ctx.comId, comCode: admin.comCode, userCode: target.userCode, points, remark, operatorCode: admin.userCode, time: fmtDateTime(ctx.now) };
    s.pointsRecords = [record, ...(s.pointsRecords ?? [])];
  });
  return { ...record, userName: target.userName, ...pool(ctx.state, admin.comCode) };
}

/** queryPointsAllocationRecords {pageNo, pageSize}: the branch's allocations, newest first. */
function allocationRecords(ctx: HandlerContext): unknown {
  const admin = adminOf(ctx);
  if (!admin) return Reply.fail(POINTS_ADMIN_ONLY);
  const nameOf = (code: string): string => ctx.state.staff.find((s) => s.userCode === code)?.userName ?? '';
  const rows = recordsOf(ctx.state, admin.comCode).map((r) => ({ ...r, userName: nameOf(r.userCode), operatorName: r.operatorCode ? nameOf(r.operatorCode) : '系统导入' }));
  return paginate(rows, ctx.params);
}

export const pointsHandlers: HandlerMap = {
  queryPointsAllocation: pointsAllocation,
  allocatePoints,
  queryPointsAllocationRecords: allocationRecords,
};
