/**
 * Linked customer group chats (多群管理, 群配置) and partner enterprises (企业配置, 新建企业), issue 23.
 * Each company's account manager persona owns the simulator's two customer chats and more; some
 * colleagues own a few; the newcomer owns none (the empty list). Every company has a dozen
 * partner enterprises, one of them paused.
 */
import { SANDBOX_GROUP_CHATS } from '@/wecom/simulator/fixtures';
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, fmtDateTime, seedNow } from '@sandbox/util/dates';
import { SANDBOX_COM_IDS } from '@sandbox/session/personas';
import { makeMobile, makeWecomId } from './identity';
import { FEMALE_GIVEN, MALE_GIVEN, SURNAMES } from './refPeople';
import { provinceOf } from './refPlaces';
import type { Customer, Enterprise, LinkedGroup, ProvinceComId, Staff } from './types';

const GROUP_KINDS = ['家庭保险服务群', '车险续保咨询群', '新车交车服务群', '车友俱乐部', 'VIP客户服务群'] as const;

function group(rng: Rng, comId: ProvinceComId, chatId: string, chatName: string, owner: Staff, i: number): LinkedGroup {
  const memberCount = rng.int(3, 180);
  const robot = i % 4 !== 3;
  const created = seedNow() - rng.int(20, 400) * DAY_MS;
  return {
    comId,
    chatId,
    chatName,
    ownerCode: owner.userCode,
    memberCount,
    customerCount: Math.max(1, memberCount - rng.int(1, 3)),
    createTime: fmtDateTime(created),
    lastActiveTime: fmtDateTime(seedNow() - i * DAY_MS - rng.int(1, 20) * 3600_000),
    robotEnabled: robot ? '1' : '0',
    quoteEnabled: robot && i % 3 !== 2 ? '1' : '0',
    filingEnabled: robot ? '1' : '0',
    renewalRemind: i % 2 === 0 ? '1' : '0',
    welcomeText: robot ? `欢迎加入本群！我是您的专属客户经理${owner.userName}，发送行驶证照片即可获取车险报价。` : '',
    updateTime: fmtDateTime(created + rng.int(1, 10) * DAY_MS),
  };
}

export function seedLinkedGroups(rng: Rng, staff: readonly Staff[], customers: readonly Customer[]): LinkedGroup[] {
  return SANDBOX_COM_IDS.flatMap((comId) => {
    const people = staff.filter((s) => s.comId === comId);
    const manager = people.find((s) => s.persona === 'manager');
    const others = [people.find((s) => s.persona === 'phone-mismatch'), ...people.filter((s) => !s.persona).slice(0, 3)].filter((s): s is Staff => !!s);
    const out: LinkedGroup[] = [];
    const named = (owner: Staff, n: number): void => {
      const own = customers.filter((c) => c.managerUserCode === owner.userCode);
      for (let i = 0; i < n; i += 1) {
        const kind = GROUP_KINDS[i % GROUP_KINDS.length];
        const name = i % GROUP_KINDS.length === 0 && own[i] ? `${own[i].custName}${kind}` : `${owner.comName.replace(/^.*市|支公司$/g, '')}${kind}${i >= GROUP_KINDS.length ? `（${Math.floor(i / GROUP_KINDS.length) + 1}）` : ''}`;
        out.push(group(rng, comId, makeWecomId(rng, 'wr'), name, owner, out.length));
      }
    };
    if (manager) {
      SANDBOX_GROUP_CHATS.forEach((chat) => out.push(group(rng, comId, chat.chatId, chat.name, manager, out.length)));
      named(manager, 9);
    }
    others.forEach((o, i) => named(o, 2 + (i % 3)));
    return out;
  });
}

const TRADES = ['汽车销售服务有限公司', '汽车维修服务有限公司', '物流有限公司', '保险代理有限公司', '科技有限公司', '建设工程有限公司'] as const;
const BRANDS = ['锦程', '鑫达', '华宇', '安泰', '恒通', '远航', '瑞丰', '嘉禾', '盛世', '祥和', '德信', '金桥', '天成', '宏远'] as const;
const TYPE_OF: Record<string, Enterprise['enterpriseType']> = { 汽车销售服务有限公司: '1', 汽车维修服务有限公司: '2', 物流有限公司: '3', 科技有限公司: '3', 建设工程有限公司: '3', 保险代理有限公司: '4' };
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A unified social credit code with its GB 32100-2015 check character. */
export function makeCreditCode(rng: Rng, division: string): string {
  const body = `91${division}${rng.chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 9)}`;
  const sum = [...body].reduce((acc, ch, i) => acc + CODE_CHARS.indexOf(ch) * CODE_WEIGHTS[i], 0);
  return body + CODE_CHARS[(31 - (sum % 31)) % 31];
}

export function seedEnterprises(rng: Rng, staff: readonly Staff[]): Enterprise[] {
  return SANDBOX_COM_IDS.flatMap((comId) => {
    const province = provinceOf(comId);
    const admin = staff.find((s) => s.comId === comId && s.persona === 'reviewer');
    const division = comId === '11000000' ? '110105' : '510104';
    return Array.from({ length: 12 }, (_, i): Enterprise => {
      const trade = TRADES[i % TRADES.length];
      const branch = province.branches[i % province.branches.length];
      const created = seedNow() - (12 - i) * 17 * DAY_MS - rng.int(0, 12) * 3600_000;
      const surname = rng.pick(SURNAMES);
      return {
        enterpriseId: `EP${comId.slice(0, 2)}${String(1001 + i)}`,
        comId,
        companyName: `${branch.city}${BRANDS[(i + (comId === '11000000' ? 3 : 0)) % BRANDS.length]}${trade}`,
        creditCode: makeCreditCode(rng, division),
        enterpriseType: TYPE_OF[trade] ?? '3',
        contactName: surname + rng.pick(rng.chance(0.5) ? MALE_GIVEN : FEMALE_GIVEN),
        contactPhone: makeMobile(rng),
        address: `${branch.city}市${branch.streets[i % branch.streets.length] ?? ''}${rng.int(1, 300)}号`,
        status: i === 4 ? '0' : '1',
        createUserCode: admin?.userCode ?? '',
        createTime: fmtDateTime(created),
        updateTime: fmtDateTime(created),
      };
    });
  });
}
