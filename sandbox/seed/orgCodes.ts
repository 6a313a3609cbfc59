/**
 * Institution, team and repair-shop codes (issue 23), derived from the reference places and the
 * staff: deterministic, so they need no stored seed. Institutions are the province company and
 * its branches; each branch has two sales teams and three partner repair shops.
 */
import { PROVINCES, type ProvinceComId } from './refPlaces';
import type { Staff } from './types';

export type OrgCodeType = 'mechanism' | 'team' | 'repair';

export interface OrgCode {
  codeType: OrgCodeType;
  code: string;
  name: string;
  /** The branch (支公司) the code belongs to; the province company's own code has its comId. */
  comCode: string;
  comName: string;
  /** A second line: the parent institution, the team leader, the shop's cooperation. */
  detail: string;
  address: string;
  phone: string;
}

const TEAM_NAMES = ['车险营销一部', '综合金融二部'] as const;
const SHOP_BRANDS = ['永达', '中升', '庞大', '亚之杰', '运通', '德奥'] as const;
const SHOP_KINDS = ['汽车服务有限公司', '汽车维修中心', '汽车销售服务有限公司'] as const;
const COOPERATION = ['直赔合作 · 一类维修', '直赔合作 · 二类维修', '推荐修理厂 · 一类维修'] as const;

export function orgCodes(comId: ProvinceComId, staff: readonly Staff[]): OrgCode[] {
  const province = PROVINCES.find((p) => p.comId === comId);
  if (!province) return [];
  const codes: OrgCode[] = [
    { codeType: 'mechanism', code: comId, name: province.comName, comCode: comId, comName: province.comName, detail: '省级分公司', address: `${province.branches[0]?.city ?? ''}市${province.branches[0]?.streets[0] ?? ''}1号`, phone: '95518' },
  ];
  province.branches.forEach((b, bi) => {
    const district = b.divisions[0]?.[1] ?? b.city;
    codes.push({ codeType: 'mechanism', code: b.comCode, name: b.comName, comCode: b.comCode, comName: b.comName, detail: `上级机构：${province.comName}`, address: `${b.city}市${district}${b.streets[0] ?? ''}${18 + bi * 7}号`, phone: '95518' });
    const people = staff.filter((s) => s.comCode === b.comCode);
    TEAM_NAMES.forEach((team, ti) => {
      const leader = people.find((s) => s.roles.includes('teamLeader')) ?? people[ti];
      const members = people.filter((_, i) => i % TEAM_NAMES.length === ti).length;
      codes.push({
        codeType: 'team',
        code: `${b.comCode}T${String(ti + 1).padStart(2, '0')}`,
        name: `${district}${team}`,
        comCode: b.comCode,
        comName: b.comName,
        detail: `${leader ? `团队长 ${leader.userName}` : '暂无团队长'} · 成员 ${members} 人`,
        address: `${b.city}市${district}${b.streets[ti + 1] ?? b.streets[0] ?? ''}${30 + ti * 11}号`,
        phone: '95518',
      });
    });
    [0, 1, 2].forEach((si) => {
      const brand = SHOP_BRANDS[(bi * 3 + si) % SHOP_BRANDS.length];
      codes.push({
        codeType: 'repair',
        code: `XL${b.comCode}${String(si + 1).padStart(2, '0')}`,
        name: `${b.city}${brand}${district.replace(/区$/, '')}${SHOP_KINDS[si]}`,
        comCode: b.comCode,
        comName: b.comName,
        detail: COOPERATION[si],
        address: `${b.city}市${b.divisions[si % b.divisions.length]?.[1] ?? district}${b.streets[(si + 2) % b.streets.length] ?? ''}${100 + si * 23}号`,
        phone: `${comId === '11000000' ? '010' : '028'}-${String(6000_0000 + bi * 1_370_000 + si * 41_111).slice(0, 8)}`,
      });
    });
  });
  return codes;
}
