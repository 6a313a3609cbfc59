/** Leads, favourites, reservations and the group-robot records (OCR results, chat-room relations). */
import { SANDBOX_GROUP_CHATS } from '@/wecom/simulator/fixtures';
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, cstStartOfDay, fmtDateTime } from '@sandbox/util/dates';
import { findPersona, SANDBOX_COM_IDS } from '@sandbox/session/personas';
import { makeMobile, makePlate, makeVin } from './identity';
import { CAR_MODELS } from './refVehicles';
import { FEMALE_GIVEN, MALE_GIVEN, SURNAMES } from './refPeople';
import type { Car, ChatRoomRelation, Customer, Favorite, Lead, OcrResult, Poster, ProvinceComId, Reservation, Script } from './types';

export function seedLeads(rng: Rng, posters: readonly Poster[]): Lead[] {
  const out: Lead[] = [];
  const sources = ['海报留资', '文章留资', '转介绍', '车展活动', '社区活动', '电话咨询'];
  const intentions = ['车险续保', '新车投保', '意外险', '百万医疗', '家财险', '驾乘险'];
  for (let i = 0; i < 40; i += 1) {
    const comId = i % 3 === 2 ? '11000000' : '51000000';
    const gender = rng.chance(0.5) ? '1' : '2';
    const source = rng.pick(sources);
    out.push({
      leadId: `LD${String(70000 + i * 9)}`,
      userCode: findPersona(rng.chance(0.75) ? 'manager' : 'phone-mismatch')?.people[comId].userCode ?? '',
      custName: rng.pick(SURNAMES) + rng.pick(gender === '1' ? MALE_GIVEN : FEMALE_GIVEN),
      mobile: makeMobile(rng),
      gender,
      source,
      intention: rng.pick(intentions),
      licenseNo: rng.chance(0.5) ? makePlate(rng, comId === '11000000' ? '京N' : '川A', false) : '',
      remark: rng.pick(['周末方便联系', '已加微信', '想了解新能源车险', '比较关注价格', '']),
      posterId: source === '海报留资' ? rng.pick(posters).posterId : '',
      createTime: fmtDateTime(seedNow() - rng.int(0, 90) * DAY_MS - rng.int(0, 86399) * 1000),
    });
  }
  return out.sort((a, b) => b.createTime.localeCompare(a.createTime));
}

export function seedFavorites(rng: Rng, scripts: readonly Script[]): Favorite[] {
  const manager = findPersona('manager');
  if (!manager) return [];
  const out: Favorite[] = [];
  for (const comId of ['51000000', '11000000'] as const) {
    for (const s of rng.sample(scripts.filter((x) => x.patterType === '3'), 4)) {
      out.push({
        favoriteId: `FV${comId.slice(0, 2)}${s.patterId}`,
        userCode: manager.people[comId].userCode,
        favoriteType: 'patter',
        targetId: s.patterId,
        createTime: fmtDateTime(seedNow() - rng.int(1, 60) * DAY_MS),
      });
    }
  }
  return out;
}

export function seedReservations(rng: Rng, customers: readonly Customer[]): Reservation[] {
  const types = ['道路救援', '酒后代驾', '车辆安全检测', '年检代办', '精致洗车'];
  return rng.sample(customers, 20).map((c, i) => {
    const status = rng.pick(['0', '1', '2'] as const);
    return {
      reservationId: `RS${String(5000 + i * 7)}`,
      custId: c.custId,
      custName: c.custName,
      mobile: c.mobile,
      serviceType: rng.pick(types),
      // Service hours, 9:00 to 17:00 of a day within three weeks of the seed's today.
      reserveTime: fmtDateTime(cstStartOfDay(seedNow()) + rng.int(-20, 20) * DAY_MS + rng.int(9, 17) * 3600000),
      address: c.address,
      status,
      userCode: c.managerUserCode,
      remark: status === '2' ? '客户取消' : '',
    };
  });
}

/**
 * The simulator's customer chats in each company: chat i is filed for the company's customer i
 * (张伟 in the first, 李娜 in the second: the external personas of 51000000 and 11000000 are in
 * their own company's chat). Chat ids are the simulator's, so each exists once per company.
 */
function chatsOf(customers: readonly Customer[]): Array<{ comId: ProvinceComId; chatId: string; chatName: string; customer: Customer }> {
  return SANDBOX_COM_IDS.flatMap((comId) => {
    const own = customers.filter((c) => c.comId === comId);
    return SANDBOX_GROUP_CHATS.map((chat, i) => ({ comId, chatId: chat.chatId, chatName: chat.name, customer: own[i] }));
  });
}

/**
 * What the robot recognised in each chat: the licence of the customer's car on file, or, for a
 * customer without one, of a new car not registered yet (no plate).
 */
export function seedOcrResults(rng: Rng, customers: readonly Customer[], cars: readonly Car[]): OcrResult[] {
  return chatsOf(customers).map(({ comId, chatId, customer }, i) => {
    const car = cars.find((c) => c.custId === customer.custId);
    const model = rng.pick(CAR_MODELS);
    return {
      ocrId: `OCR${String(100 + i)}`,
      comId,
      chatId,
      externalUserId: customer.externalUserId,
      licenseNo: car?.licenseNo ?? '',
      frameNo: car?.frameNo ?? makeVin(rng, model.wmi, model.vds, Number(fmtDateTime(seedNow()).slice(0, 4))),
      custName: customer.custName,
      idNumber: customer.idNumber,
      brandModel: car?.brandModel ?? `${model.brand}${model.model}`,
      quotePremium: rng.int(3200, 8800),
      status: '0',
      updateTime: fmtDateTime(seedNow() - rng.int(0, 5) * DAY_MS),
    };
  });
}

export function seedChatRoomRelations(customers: readonly Customer[], cars: readonly Car[]): ChatRoomRelation[] {
  return chatsOf(customers).map(({ comId, chatId, chatName, customer }, i) => ({
    comId,
    chatId,
    chatName,
    custId: customer.custId,
    custName: customer.custName,
    licenseNo: cars.find((c) => c.custId === customer.custId)?.licenseNo ?? '',
    externalUserId: customer.externalUserId,
    updateTime: fmtDateTime(seedNow() - ((i % SANDBOX_GROUP_CHATS.length) + 1) * DAY_MS),
  }));
}
