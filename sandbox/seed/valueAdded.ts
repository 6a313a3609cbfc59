/** Service packs, value-added plans and batches, coupons and voucher orders. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, fmtDate, fmtDateTime, idDate } from '@sandbox/util/dates';
import { assetUrl } from './assets';
import { PROVINCES } from './refPlaces';
import type { Coupon, Customer, ServiceItem, ServicePack, ValueAddedBatch, ValueAddedPlan, VoucherOrder } from './types';

export const ITEMS: readonly ServiceItem[] = [
  { itemCode: 'S01', itemName: '道路救援', times: 3 },
  { itemCode: 'S02', itemName: '酒后代驾', times: 2 },
  { itemCode: 'S03', itemName: '精致洗车', times: 6 },
  { itemCode: 'S04', itemName: '车辆安全检测', times: 2 },
  { itemCode: 'S05', itemName: '年检代办', times: 1 },
  { itemCode: 'S06', itemName: '送检服务', times: 1 },
  { itemCode: 'S07', itemName: '玻璃修复', times: 1 },
];

export const NON_VEHICLE_ITEMS: readonly ServiceItem[] = [
  { itemCode: 'H01', itemName: '在线问诊', times: 12 },
  { itemCode: 'H02', itemName: '体检套餐', times: 1 },
  { itemCode: 'H03', itemName: '家电清洗', times: 2 },
  { itemCode: 'H04', itemName: '水电维修上门', times: 2 },
];

const PACK_NAMES = ['尊享车主服务包', '新能源车主服务包', '续保客户礼遇包', '基础安心服务包', '家庭健康服务包', '居家无忧服务包'];

export function seedServicePacks(rng: Rng): ServicePack[] {
  const out: ServicePack[] = [];
  let n = 0;
  for (const province of PROVINCES) {
    PACK_NAMES.forEach((packName, i) => {
      n += 1;
      const vehicle = i < 4;
      out.push({
        packId: `SP${String(300 + n)}`,
        packName,
        comCode: province.comId,
        vehicle,
        groupingCode: `${vehicle ? 'FZ' : 'FC'}${province.comId.slice(0, 2)}${String(i + 1).padStart(3, '0')}`,
        items: rng.sample(vehicle ? ITEMS : NON_VEHICLE_ITEMS, rng.int(2, 4)),
        price: rng.pick([0, 99, 199, 299, 399]),
        validDays: 365,
        status: rng.chance(0.85) ? '1' : '0',
        createTime: fmtDateTime(seedNow() - rng.int(30, 400) * DAY_MS),
      });
    });
  }
  return out;
}

export function seedValueAddedPlans(rng: Rng): ValueAddedPlan[] {
  const out: ValueAddedPlan[] = [];
  const names = ['商业险保费3000元以上客户赠送方案', '新能源车主专享方案', '高价值客户年度礼遇方案', '续保客户回馈方案'];
  let n = 0;
  for (const province of PROVINCES) {
    for (const planName of names) {
      n += 1;
      const total = rng.pick([500, 1000, 2000, 5000]);
      out.push({
        planId: `VP${String(80 + n)}`,
        planName,
        comCode: province.comId,
        items: rng.sample(ITEMS, 3),
        allocationRule: rng.pick(['按保费分档分配', '按客户等级分配', '按续保次数分配']),
        totalQuota: total,
        usedQuota: rng.int(0, total),
        startDate: fmtDate(seedNow() - rng.int(30, 200) * DAY_MS),
        endDate: fmtDate(seedNow() + rng.int(30, 300) * DAY_MS),
        status: '1',
      });
    }
  }
  return out;
}

export function seedValueAddedBatches(rng: Rng, plans: readonly ValueAddedPlan[]): ValueAddedBatch[] {
  const out: ValueAddedBatch[] = [];
  let n = 0;
  for (const plan of plans) {
    for (let i = 0; i < 3; i += 1) {
      n += 1;
      const created = seedNow() - rng.int(1, 120) * DAY_MS;
      const custCount = rng.int(20, 300);
      const status = rng.pick(['0', '1', '2'] as const);
      out.push({
        batchNo: `ZZ${idDate(created)}${String(n).padStart(3, '0')}`,
        planId: plan.planId,
        batchName: `${plan.planName}-第${i + 1}批`,
        custCount,
        sentCount: status === '2' ? custCount : status === '1' ? rng.int(1, custCount) : 0,
        createTime: fmtDateTime(created),
        status,
      });
    }
  }
  return out;
}

const COUPONS = [
  ['精致洗车券', '洗车券', 50, 0],
  ['汽车保养抵用券', '保养券', 100, 500],
  ['加油立减券', '加油券', 30, 200],
  ['代驾服务券', '代驾券', 60, 0],
  ['咖啡兑换券', '生活券', 30, 0],
  ['电影观影券', '生活券', 40, 0],
  ['充电抵用券', '充电券', 20, 50],
  ['体检套餐券', '健康券', 199, 0],
] as const;

export function seedCoupons(rng: Rng): Coupon[] {
  const out: Coupon[] = [];
  let n = 0;
  for (const province of PROVINCES) {
    for (const [couponName, couponType, faceValue, threshold] of COUPONS) {
      n += 1;
      const stock = rng.int(100, 2000);
      const couponId = `CP${String(4000 + n * 3)}`;
      out.push({
        couponId,
        couponName,
        couponType,
        faceValue,
        threshold,
        validFrom: fmtDate(seedNow() - rng.int(10, 90) * DAY_MS),
        validTo: fmtDate(seedNow() + rng.int(20, 200) * DAY_MS),
        stock,
        issued: rng.int(0, stock),
        comCode: province.comId,
        imageUrl: assetUrl('coupon', couponId),
      });
    }
  }
  return out;
}

export function seedVoucherOrders(rng: Rng, coupons: readonly Coupon[], customers: readonly Customer[]): VoucherOrder[] {
  const out: VoucherOrder[] = [];
  for (let i = 0; i < 60; i += 1) {
    const customer = rng.pick(customers);
    const coupon = rng.pick(coupons.filter((c) => c.comCode === customer.comId));
    const created = seedNow() - rng.int(0, 90) * DAY_MS - rng.int(0, 86000) * 1000;
    const status = rng.pick(['1', '2', '2', '3'] as const);
    out.push({
      orderNo: `VO${idDate(created)}${String(i + 1).padStart(5, '0')}`,
      couponId: coupon.couponId,
      couponName: coupon.couponName,
      custName: customer.custName,
      mobile: customer.mobile,
      userCode: customer.managerUserCode,
      createTime: fmtDateTime(created),
      status,
      useTime: status === '2' ? fmtDateTime(created + rng.int(1, 20) * DAY_MS) : '',
    });
  }
  return out.sort((a, b) => b.createTime.localeCompare(a.createTime));
}
