import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_INFO_PAGE,
  createPermissionGate,
  firstDenial,
  phoneModifiedEntry,
  REGISTER_CARD_PAGE,
  type GateUser,
  type ManagerRecord,
  type PermissionGateDeps,
  type PermissionResultStore,
  type StoredResults,
} from '../../../src/router';

const NOW = Date.UTC(2025, 0, 1);
const HOUR = 60 * 60 * 1000;
const NO_RECORD = '查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！';
const ROUTE = { path: '/customer-info/detail' };

interface GateState {
  user: GateUser | null;
  switches: Record<string, string | undefined>;
  record: ManagerRecord | null;
  serviceMobile: string | null;
  phoneModified: unknown;
}

function fakeGateDeps(state: Partial<GateState> = {}, overrides: Partial<PermissionGateDeps> = {}) {
  const s: GateState = {
    user: { userCode: 'U001', mobile: '13812345678' },
    switches: { smart_business_card: '1', check_wecom_phone_same_as_khyx: '1' },
    record: { kind: 'manager' },
    serviceMobile: '138****5678',
    phoneModified: null,
    ...state,
  };
  const deps = {
    getUser: vi.fn(() => s.user),
    readConfig: vi.fn(async (code: string) => s.switches[code]),
    queryManagerRecord: vi.fn(async () => s.record),
    queryServiceUser: vi.fn(async () => ({ mobile: s.serviceMobile, avatar: null })),
    readPhoneModified: vi.fn(() => s.phoneModified),
    removePhoneModified: vi.fn(() => {
      s.phoneModified = null;
    }),
    now: vi.fn(() => NOW),
    log: vi.fn(),
    ...overrides,
  } satisfies PermissionGateDeps;
  return Object.assign(deps, { state: s });
}

describe('permission gate: business-card check', () => {
  it('allows a user with a manager record when smart_business_card is 1', async () => {
    const deps = fakeGateDeps();
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
    expect(deps.queryManagerRecord).toHaveBeenCalledWith('U001');
  });

  it('counts a claims-advisor record as a business card', async () => {
    const deps = fakeGateDeps({ record: { kind: 'claimsAdvisor' } });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
  });

  it('sends a user without a record to RegisterBusinessCard when smart_business_card is 1', async () => {
    const deps = fakeGateDeps({ record: null });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: false, page: REGISTER_CARD_PAGE });
    expect(REGISTER_CARD_PAGE).toBe('/business-card/register-card?redirect=cache&type=register');
  });

  it('counts the "no manager or claims advisor" error text as no record', async () => {
    for (const error of [new Error(NO_RECORD), NO_RECORD, { statusText: NO_RECORD, data: null }]) {
      const deps = fakeGateDeps({}, { queryManagerRecord: vi.fn(async () => Promise.reject(error)) });
      expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: false, page: REGISTER_CARD_PAGE });
    }
  });

  it('does not query the record when smart_business_card is 0 or absent', async () => {
    for (const value of ['0', undefined]) {
      const deps = fakeGateDeps({ record: null, switches: { smart_business_card: value } });
      expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
      expect(deps.queryManagerRecord).not.toHaveBeenCalled();
    }
  });

  it('rejects (for the guard to log and ignore) on any other record-query error, uncached', async () => {
    const queryManagerRecord = vi.fn(async (): Promise<ManagerRecord | null> => Promise.reject(new Error('网络异常')));
    const deps = fakeGateDeps({}, { queryManagerRecord });
    const gate = createPermissionGate(deps);
    await expect(gate.check(ROUTE)).rejects.toThrow('网络异常');
    queryManagerRecord.mockResolvedValueOnce({ kind: 'manager' });
    expect(await gate.check(ROUTE)).toEqual({ permission: true });
  });
});

describe('permission gate: phone check', () => {
  it('sends the user to AccountInfo when the masked phones differ', async () => {
    const deps = fakeGateDeps({ serviceMobile: '139****0000' });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: false, page: ACCOUNT_INFO_PAGE });
    expect(ACCOUNT_INFO_PAGE).toBe('/customer-info/account-info?modifyMobile=1');
  });

  it('allows when the masked phones match (first 3 and last 4)', async () => {
    const deps = fakeGateDeps({ serviceMobile: '138****5678', user: { userCode: 'U001', mobile: '13899995678' } });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
  });

  it('does not compare when the switch is 0', async () => {
    const deps = fakeGateDeps({ serviceMobile: '139****0000', switches: { check_wecom_phone_same_as_khyx: '0' } });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
    expect(deps.queryServiceUser).not.toHaveBeenCalled();
  });

  it('lets the user through on any error', async () => {
    const deps = fakeGateDeps({}, { queryServiceUser: vi.fn(async () => Promise.reject(new Error('x'))) });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
    expect(deps.log).toHaveBeenCalled();
  });

  it('lets the user through when the service has no mobile to compare', async () => {
    const deps = fakeGateDeps({ serviceMobile: '' });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
  });

  it('passes on a valid phone-modified cache (modified, unexpired, the session\'s phone) without asking the service', async () => {
    const deps = fakeGateDeps({ serviceMobile: '139****0000', phoneModified: phoneModifiedEntry('13812345678', NOW - HOUR) });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
    expect(deps.removePhoneModified).not.toHaveBeenCalled();
    expect(deps.queryServiceUser).not.toHaveBeenCalled();
  });

  it('removes an expired phone-modified cache and blocks', async () => {
    const deps = fakeGateDeps({
      serviceMobile: '139****0000',
      phoneModified: { hadModify: true, expireTime: NOW - 1, mobile: '13812345678' },
    });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: false, page: ACCOUNT_INFO_PAGE });
    expect(deps.removePhoneModified).toHaveBeenCalledOnce();
  });

  it('does not honour a phone-modified cache expiring more than 24 h ahead', async () => {
    const deps = fakeGateDeps({
      serviceMobile: '139****0000',
      phoneModified: { hadModify: true, expireTime: NOW + 25 * HOUR, mobile: '13812345678' },
    });
    expect(await createPermissionGate(deps).check(ROUTE)).toMatchObject({ permission: false });
  });

  it('removes a phone-modified cache for another phone than the session\'s and asks the service', async () => {
    const deps = fakeGateDeps({ serviceMobile: '139****0000', phoneModified: phoneModifiedEntry('13700001111', NOW) });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: false, page: ACCOUNT_INFO_PAGE });
    expect(deps.removePhoneModified).toHaveBeenCalledOnce();
    expect(deps.queryServiceUser).toHaveBeenCalledOnce();
  });

  it('passes the service\'s avatar to AccountInfo', async () => {
    const deps = fakeGateDeps({}, { queryServiceUser: vi.fn(async () => ({ mobile: '139****0000', avatar: 'https://img.example.com/a b.png' })) });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({
      permission: false,
      page: `${ACCOUNT_INFO_PAGE}&avatar=${encodeURIComponent('https://img.example.com/a b.png')}`,
    });
  });

  it('resets the phone check after a failed cache, so the next check asks again', async () => {
    const deps = fakeGateDeps({ serviceMobile: '139****0000' });
    const gate = createPermissionGate(deps);
    await gate.check(ROUTE);
    await gate.check(ROUTE);
    expect(deps.queryServiceUser).toHaveBeenCalledTimes(2);
  });
});

describe('permission gate: both checks, caching and return', () => {
  it('runs both checks together and lets the business card win when both deny', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const deps = fakeGateDeps(
      { serviceMobile: '139****0000', record: null },
      {
        queryManagerRecord: vi.fn(async () => {
          order.push('card');
          await held;
          return null;
        }),
        queryServiceUser: vi.fn(async () => {
          order.push('phone');
          return { mobile: '139****0000' };
        }),
      },
    );
    const pending = createPermissionGate(deps).check(ROUTE);
    await vi.waitFor(() => expect(order).toEqual(['card', 'phone']));
    release();
    expect(await pending).toEqual({ permission: false, page: REGISTER_CARD_PAGE });
  });

  it('counts a result without a permission field as allowed', () => {
    expect(firstDenial([{}, { page: '/x' }])).toBeNull();
    expect(firstDenial([{}, { permission: false, page: '/x' }])).toEqual({ permission: false, page: '/x' });
  });

  it('caches results per user until reset', async () => {
    const deps = fakeGateDeps({ record: null });
    const gate = createPermissionGate(deps);
    await gate.check(ROUTE);
    await gate.check(ROUTE);
    expect(deps.queryManagerRecord).toHaveBeenCalledOnce();
    deps.state.user = { userCode: 'U002', mobile: '13812345678' };
    await gate.check(ROUTE);
    expect(deps.queryManagerRecord).toHaveBeenCalledTimes(2);
    deps.state.record = { kind: 'manager' };
    gate.reset();
    expect(await gate.check(ROUTE)).toEqual({ permission: true });
    expect(deps.queryManagerRecord).toHaveBeenCalledTimes(3);
  });

  it('re-runs after the user fixes the cause (recheck)', async () => {
    const deps = fakeGateDeps({ record: null });
    const gate = createPermissionGate(deps);
    expect(await gate.check(ROUTE)).toMatchObject({ permission: false });
    deps.state.record = { kind: 'claimsAdvisor' };
    expect(await gate.recheck(ROUTE)).toEqual({ permission: true });
  });

  it('removes one check by id, keeping the other cached', async () => {
    const deps = fakeGateDeps({ switches: { smart_business_card: '1', check_wecom_phone_same_as_khyx: '1' } });
    const gate = createPermissionGate(deps);
    await gate.check(ROUTE);
    gate.remove('businessCard');
    await gate.check(ROUTE);
    expect(deps.queryManagerRecord).toHaveBeenCalledTimes(2);
    expect(deps.queryServiceUser).toHaveBeenCalledOnce();
  });

  it('never intercepts the registration and account-info paths', async () => {
    const deps = fakeGateDeps({ record: null, serviceMobile: '139****0000' });
    const gate = createPermissionGate(deps);
    expect(await gate.check({ path: '/business-card/register-card' })).toEqual({ permission: true });
    expect(await gate.check({ path: '/customer-info/account-info/' })).toEqual({ permission: true });
    expect(deps.readConfig).not.toHaveBeenCalled();
  });

  it('allows when no user is logged in', async () => {
    const deps = fakeGateDeps({ user: null, record: null });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
  });

  it('remembers the denied target for return, once', async () => {
    const gate = createPermissionGate(fakeGateDeps({ record: null }));
    const target = { path: '/customer-info/detail', query: { custId: '9' } };
    await gate.check(ROUTE, target);
    expect(gate.consumeReturn()).toEqual(target);
    expect(gate.consumeReturn()).toBeNull();
    gate.rememberReturn({ path: '/home/index', query: {} });
    expect(gate.consumeReturn()).toEqual({ path: '/home/index', query: {} });
  });
});

/** A store shared by two gates, as local storage is by two opens of the app. */
function memoryStore(): PermissionResultStore & { kept: Map<string, StoredResults> } {
  const kept = new Map<string, StoredResults>();
  return {
    kept,
    read: (user) => kept.get(user.userCode) ?? {},
    write: (user, id, result) => {
      kept.set(user.userCode, { ...(kept.get(user.userCode) ?? {}), [id]: result });
    },
    remove: (id) => {
      if (!id) kept.clear();
      else for (const [code, results] of kept) kept.set(code, Object.fromEntries(Object.entries(results).filter(([check]) => check !== id)));
    },
  };
}

describe('permission gate: results kept beyond the gate (a second open of the app)', () => {
  it('keeps cacheable results, and a second gate over the same store asks nothing', async () => {
    const store = memoryStore();
    const first = fakeGateDeps({ record: null }, { store });
    expect(await createPermissionGate(first).check(ROUTE)).toEqual({ permission: false, page: REGISTER_CARD_PAGE });
    expect(store.kept.get('U001')).toEqual({ businessCard: { permission: false, page: REGISTER_CARD_PAGE }, phone: { permission: true } });

    const second = fakeGateDeps({ record: null }, { store });
    expect(await createPermissionGate(second).check(ROUTE)).toEqual({ permission: false, page: REGISTER_CARD_PAGE });
    expect(second.readConfig).not.toHaveBeenCalled();
    expect(second.queryManagerRecord).not.toHaveBeenCalled();
    expect(second.queryServiceUser).not.toHaveBeenCalled();
  });

  it('does not keep an uncacheable result (a failed phone check lets the user through once)', async () => {
    const store = memoryStore();
    const deps = fakeGateDeps({}, { store, queryServiceUser: vi.fn(async () => Promise.reject(new Error('down'))) });
    expect(await createPermissionGate(deps).check(ROUTE)).toEqual({ permission: true });
    expect(store.kept.get('U001')).toEqual({ businessCard: { permission: true } });
  });

  it('reset drops the kept results and remove(id) drops that check only', async () => {
    const store = memoryStore();
    const gate = createPermissionGate(fakeGateDeps({}, { store }));
    await gate.check(ROUTE);
    gate.remove('phone');
    expect(store.kept.get('U001')).toEqual({ businessCard: { permission: true } });
    gate.reset();
    expect(store.kept.size).toBe(0);
  });
});
