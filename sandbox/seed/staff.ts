/** Staff: the login personas in both companies plus their colleagues. */
import type { Rng } from '@sandbox/util/prng';
import { fmtDateTime, seedNow, DAY_MS } from '@sandbox/util/dates';
import { sandboxPersonas, SANDBOX_COM_IDS } from '@sandbox/session/personas';
import { assetUrl } from './assets';
import { makeMobile } from './identity';
import { branchOf, provinceOf } from './refPlaces';
import { FEMALE_GIVEN, MALE_GIVEN, SURNAMES } from './refPeople';
import type { ManagerRecord, ProvinceComId, Staff } from './types';

const EXPERTISE_BY_RECORD: Record<'1' | '2', string[]> = { '1': ['1', '6', '7'], '2': ['3', '1'] };

const POSITIONS = ['客户经理', '客户经理', '客户经理', '高级客户经理', '理赔顾问', '团队长', '电销坐席'] as const;

export function makeManagerRecord(staff: Pick<Staff, 'userCode' | 'userName' | 'mobile' | 'comCode' | 'comName' | 'avatar'>, recordType: '1' | '2', registerTime: string): ManagerRecord {
  const advisor = recordType === '2';
  return {
    recordType,
    recordTypeName: advisor ? '理赔顾问' : '客户经理',
    userCode: staff.userCode,
    userName: staff.userName,
    mobile: staff.mobile,
    comCode: staff.comCode,
    comName: staff.comName,
    expertise: EXPERTISE_BY_RECORD[recordType],
    introduce: advisor
      ? `您好，我是${staff.comName}理赔顾问${staff.userName}，出险报案、理赔进度、资料补充都可以随时找我。`
      : `您好，我是${staff.comName}客户经理${staff.userName}，车险续保、家财意外、健康保障都可以为您量身规划。`,
    avatar: staff.avatar,
    qrCodeUrl: assetUrl('qrcode', staff.userCode),
    registerTime,
  };
}

function personaStaff(): Staff[] {
  const out: Staff[] = [];
  for (const persona of sandboxPersonas) {
    if (persona.systemRole !== 'qyUser') continue;
    for (const comId of SANDBOX_COM_IDS) {
      const person = persona.people[comId];
      const branch = branchOf(person.comCode);
      const base = {
        userCode: person.userCode,
        userName: person.userName,
        mobile: person.mobile,
        comCode: person.comCode,
        comName: branch?.comName ?? provinceOf(comId).comName,
        avatar: assetUrl('avatar', person.userCode),
      };
      out.push({
        ...base,
        userId: person.userId,
        comId,
        khyxMobile: person.khyxMobile,
        position: persona.managerRecord === '2' ? '理赔顾问' : persona.reviewer ? '渠道部经理' : '客户经理',
        roles: persona.reviewer ? ['qyUser', 'reviewer', 'admin'] : ['qyUser'],
        bigModel: persona.key === 'manager',
        managerRecord: persona.managerRecord ? makeManagerRecord(base, persona.managerRecord, fmtDateTime(seedNow() - 200 * DAY_MS)) : null,
        persona: persona.key,
      });
    }
  }
  return out;
}

function colleagues(rng: Rng, comId: ProvinceComId, count: number): Staff[] {
  const province = provinceOf(comId);
  const out: Staff[] = [];
  for (let i = 0; i < count; i += 1) {
    const male = rng.chance(0.55);
    const userName = rng.pick(SURNAMES) + rng.pick(male ? MALE_GIVEN : FEMALE_GIVEN);
    const branch = rng.pick(province.branches);
    const userCode = `${comId.slice(0, 2)}01${String(3000 + i * 37).padStart(4, '0')}`;
    const mobile = makeMobile(rng);
    const position = rng.pick(POSITIONS);
    const avatar = assetUrl('avatar', userCode);
    const base = { userCode, userName, mobile, comCode: branch.comCode, comName: branch.comName, avatar };
    out.push({
      ...base,
      userId: `${userName.length > 2 ? 'Staff' : 'User'}${userCode}`,
      comId,
      khyxMobile: mobile,
      position,
      roles: position === '团队长' ? ['qyUser', 'teamLeader'] : ['qyUser'],
      bigModel: rng.chance(0.3),
      managerRecord: rng.chance(0.8)
        ? makeManagerRecord(base, position === '理赔顾问' ? '2' : '1', fmtDateTime(seedNow() - rng.int(30, 700) * DAY_MS))
        : null,
    });
  }
  return out;
}

export function seedStaff(rng: Rng): Staff[] {
  return [...personaStaff(), ...colleagues(rng.fork('sc'), '51000000', 14), ...colleagues(rng.fork('bj'), '11000000', 12)];
}
