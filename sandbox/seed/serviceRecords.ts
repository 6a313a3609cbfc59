/** Complaints and reminders (annual inspection, renewal, birthday, licence renewal). */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, addYears, fmtDate, fmtDateTime, idDate, parseCst } from '@sandbox/util/dates';
import type { Car, Complaint, Customer, Policy, Reminder } from './types';

const COMPLAINTS = [
  ['理赔时效', '95518', '车辆定损后一周仍未收到赔款，希望尽快处理'],
  ['服务态度', '95518', '查勘员到场较晚，沟通态度不够耐心'],
  ['电话营销', '官方APP', '一周内接到多次续保营销电话，要求停止打扰'],
  ['保单信息', '企业微信', '电子保单上车架号有误，需要批改'],
  ['增值服务', '95518', '预约的免费洗车服务门店无法核销'],
  ['退保退费', '柜面', '退保后保费迟迟未退回'],
] as const;

export function seedComplaints(rng: Rng, customers: readonly Customer[]): Complaint[] {
  const out: Complaint[] = [];
  let seq = 1000;
  for (const c of customers) {
    if (!rng.chance(0.12)) continue;
    const [complaintType, channel, content] = rng.pick(COMPLAINTS);
    const created = seedNow() - rng.int(3, 400) * DAY_MS;
    const status = created < seedNow() - 20 * DAY_MS ? '3' : rng.pick(['1', '2'] as const);
    seq += rng.int(1, 20);
    out.push({
      complaintNo: `TS${idDate(created)}${String(seq).padStart(5, '0')}`,
      custId: c.custId,
      complaintType,
      channel,
      content,
      status,
      statusName: { '1': '已受理', '2': '处理中', '3': '已办结' }[status],
      createTime: fmtDateTime(created),
      finishTime: status === '3' ? fmtDateTime(created + rng.int(1, 10) * DAY_MS) : '',
      handler: rng.pick(['客户服务部', '理赔服务中心', '车险业务部', '个人客户部']),
    });
  }
  return out;
}

export function seedReminders(rng: Rng, customers: readonly Customer[], cars: readonly Car[], policies: readonly Policy[]): Reminder[] {
  const out: Reminder[] = [];
  let seq = 1;
  const id = (): string => `RM${String((seq += 1)).padStart(8, '0')}`;
  for (const car of cars) {
    const due = parseCst(car.annualInspectionDate);
    if (due - seedNow() < 90 * DAY_MS) {
      out.push({
        remindId: id(), custId: car.custId, remindType: '1', remindTypeName: '年检提醒', remindDate: car.annualInspectionDate,
        content: `车辆${car.licenseNo}将于${car.annualInspectionDate}到期年检，请提醒客户按时年检。`, licenseNo: car.licenseNo, policyNo: '',
      });
    }
  }
  for (const p of policies) {
    const end = parseCst(p.endDate);
    if (p.status === '1' && end - seedNow() < 90 * DAY_MS) {
      out.push({
        remindId: id(), custId: p.custId, remindType: '2', remindTypeName: '续保提醒', remindDate: fmtDate(end),
        content: `${p.riskName}（${p.policyNo}）将于${fmtDate(end)}到期，请及时联系客户续保。`, licenseNo: p.licenseNo, policyNo: p.policyNo,
      });
    }
  }
  for (const c of customers) {
    const birth = parseCst(c.birthday);
    let next = addYears(birth, Number(fmtDate(seedNow()).slice(0, 4)) - Number(c.birthday.slice(0, 4)));
    if (next < seedNow() - DAY_MS) next = addYears(next, 1);
    if (next - seedNow() < 30 * DAY_MS) {
      out.push({
        remindId: id(), custId: c.custId, remindType: '3', remindTypeName: '生日提醒', remindDate: fmtDate(next),
        content: `客户${c.custName}将于${fmtDate(next)}过生日，可发送生日关怀。`, licenseNo: '', policyNo: '',
      });
    }
    if (rng.chance(0.05)) {
      const due = seedNow() + rng.int(5, 80) * DAY_MS;
      out.push({
        remindId: id(), custId: c.custId, remindType: '4', remindTypeName: '驾驶证换证提醒', remindDate: fmtDate(due),
        content: `客户${c.custName}的驾驶证将于${fmtDate(due)}到期，请提醒其提前办理换证。`, licenseNo: '', policyNo: '',
      });
    }
  }
  return out;
}
