/** Workplaces (职场) with coordinates in Chengdu, Mianyang and Beijing; bindings and sign-ins. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, cstStartOfDay, fmtDateTime } from '@sandbox/util/dates';
import type { SignIn, Staff, Workplace, WorkplaceBind } from './types';

const WORKPLACES: readonly Workplace[] = [
  { workplaceId: 'WP5101', workplaceName: '成都锦江职场', address: '四川省成都市锦江区红星路二段70号', comCode: '51010400', lat: 30.6598, lng: 104.0833, radius: 300 },
  { workplaceId: 'WP5102', workplaceName: '成都天府新区职场', address: '四川省成都市武侯区天府大道北段1700号', comCode: '51010400', lat: 30.5728, lng: 104.0668, radius: 300 },
  { workplaceId: 'WP5103', workplaceName: '成都青羊职场', address: '四川省成都市青羊区蜀都大道少城路段33号', comCode: '51010500', lat: 30.6702, lng: 104.0553, radius: 250 },
  { workplaceId: 'WP5104', workplaceName: '成都金牛营业部', address: '四川省成都市金牛区一环路北二段8号', comCode: '51010500', lat: 30.6948, lng: 104.0716, radius: 200 },
  { workplaceId: 'WP5105', workplaceName: '绵阳涪城职场', address: '四川省绵阳市涪城区临园路东段66号', comCode: '51070000', lat: 31.4675, lng: 104.7412, radius: 300 },
  { workplaceId: 'WP1101', workplaceName: '北京朝阳职场', address: '北京市朝阳区建国路88号', comCode: '11010500', lat: 39.9087, lng: 116.4651, radius: 300 },
  { workplaceId: 'WP1102', workplaceName: '北京望京营业部', address: '北京市朝阳区望京街10号', comCode: '11010500', lat: 39.9960, lng: 116.4811, radius: 200 },
  { workplaceId: 'WP1103', workplaceName: '北京海淀职场', address: '北京市海淀区中关村大街27号', comCode: '11010800', lat: 39.9835, lng: 116.3160, radius: 300 },
  { workplaceId: 'WP1104', workplaceName: '北京西城职场', address: '北京市西城区金融大街15号', comCode: '11010200', lat: 39.9153, lng: 116.3577, radius: 250 },
];

export function seedWorkplaces(): Workplace[] {
  return WORKPLACES.map((w) => ({ ...w }));
}

export function seedWorkplaceBinds(staff: readonly Staff[], workplaces: readonly Workplace[]): WorkplaceBind[] {
  const out: WorkplaceBind[] = [];
  for (const s of staff) {
    if (s.persona === 'newcomer') continue;
    const own = workplaces.find((w) => w.comCode === s.comCode) ?? workplaces.find((w) => w.comCode.slice(0, 2) === s.comId.slice(0, 2));
    if (own) out.push({ userCode: s.userCode, workplaceId: own.workplaceId, bindTime: fmtDateTime(seedNow() - 120 * DAY_MS) });
  }
  return out;
}

export function seedSignIns(rng: Rng, binds: readonly WorkplaceBind[], workplaces: readonly Workplace[]): SignIn[] {
  const out: SignIn[] = [];
  let n = 0;
  for (const bind of binds) {
    const place = workplaces.find((w) => w.workplaceId === bind.workplaceId);
    if (!place) continue;
    for (let d = 1; d <= 20; d += 1) {
      if (!rng.chance(0.8)) continue;
      const day = cstStartOfDay(seedNow() - d * DAY_MS);
      n += 1;
      out.push({
        signId: `SI${String(n).padStart(6, '0')}`,
        userCode: bind.userCode,
        workplaceId: place.workplaceId,
        signTime: fmtDateTime(day + (8 * 60 + rng.int(15, 75)) * 60000 + rng.int(0, 59) * 1000),
        lat: Math.round((place.lat + (rng.next() - 0.5) * 0.001) * 1e6) / 1e6,
        lng: Math.round((place.lng + (rng.next() - 0.5) * 0.001) * 1e6) / 1e6,
        distance: rng.int(5, 120),
      });
    }
  }
  return out.sort((a, b) => b.signTime.localeCompare(a.signTime));
}
