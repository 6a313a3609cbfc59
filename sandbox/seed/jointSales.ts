/**
 * Joint salespeople a proposal may name (/robot/ebs-joint-sales-selector and
 * /robot/lco-joint-sales-selector): EBS, the company's own e-business (telephone and online) sales
 * staff, and LCO, the agents of the group's life company selling alongside. Reference data, the
 * same on every run, per company.
 */
import { FEMALE_GIVEN, MALE_GIVEN, SURNAMES } from './refPeople';
import type { ProvinceComId } from './types';

export interface JointSalesperson {
  kind: 'ebs' | 'lco';
  comId: ProvinceComId;
  salesCode: string;
  salesName: string;
  orgName: string;
}

const ORGS: Record<ProvinceComId, Record<JointSalesperson['kind'], readonly string[]>> = {
  '11000000': { ebs: ['北京分公司电子商务部', '北京分公司电话销售中心'], lco: ['人保寿险北京朝阳支公司', '人保寿险北京海淀支公司'] },
  '51000000': { ebs: ['四川省分公司电子商务部', '四川省分公司电话销售中心'], lco: ['人保寿险成都锦江支公司', '人保寿险成都武侯支公司'] },
};

function people(kind: JointSalesperson['kind'], comId: ProvinceComId, offset: number): JointSalesperson[] {
  return Array.from({ length: 12 }, (_, i) => {
    const n = offset + i * 7;
    const given = i % 2 === 0 ? MALE_GIVEN[n % MALE_GIVEN.length] : FEMALE_GIVEN[n % FEMALE_GIVEN.length];
    const prefix = kind === 'ebs' ? 'E' : 'L';
    return {
      kind,
      comId,
      salesCode: `${prefix}${comId.slice(0, 2)}${String(1001 + i)}`,
      salesName: `${SURNAMES[(n * 3) % SURNAMES.length]}${given}`,
      orgName: ORGS[comId][kind][i % 2],
    };
  });
}

export const JOINT_SALES: readonly JointSalesperson[] = [
  ...people('ebs', '11000000', 1),
  ...people('lco', '11000000', 5),
  ...people('ebs', '51000000', 9),
  ...people('lco', '51000000', 13),
];
