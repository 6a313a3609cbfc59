/**
 * Types of the permission gate (spec/product.md 4.2, spec/calls.md 4). The gate does no I/O of
 * its own; every read goes through {@link PermissionGateDeps}.
 */
import type { CompiledRoute } from '@/core';
import type { NavLocation } from './location';

/**
 * The result of a permission check. `permission: false` blocks and sends the user to `page`;
 * a result without a `permission` field counts as allowed.
 */
export interface PermissionResult {
  permission?: boolean;
  /** Where a blocked user goes: a full path with query. */
  page?: string;
}

/** The two checks of the gate; also the ids `remove(id)` takes. */
export type PermissionCheckId = 'businessCard' | 'phone';

/** The session user as the gate reads it. Results are cached per userCode. */
export interface GateUser {
  userCode: string;
  /** The user's own (customer-marketing) mobile, unmasked or masked. */
  mobile?: string;
  userId?: string;
}

/** A manager or claims-advisor record of the user (either counts as a business card). */
export interface ManagerRecord {
  kind: 'manager' | 'claimsAdvisor';
  [field: string]: unknown;
}

/**
 * The phone-modified cache written after the user changed the phone on AccountInfo.
 * `expireTime` is an absolute epoch-millisecond expiry, at most 24 h after the change.
 */
export interface PhoneModifiedEntry {
  hadModify: boolean;
  expireTime: number;
  mobile: string;
}

/** The user-info lookup result (spec/product.md 3.2): masked mobile and avatar. */
export interface ServiceUser {
  mobile?: string | null;
  avatar?: string | null;
}

/** Cacheable results of one user, by check. */
export type StoredResults = Partial<Record<PermissionCheckId, PermissionResult>>;

/**
 * Where the gate keeps its cacheable results beyond the page (spec: permission results are
 * cached; they can be reset or removed by id), so a second open of the app does not ask again.
 * Reads are synchronous: the caller refreshes the store's copy before a check.
 */
export interface PermissionResultStore {
  /** The user's kept results (empty when none, expired, or another session's). */
  read(user: GateUser): StoredResults;
  /** Keeps one settled, cacheable result of the user. */
  write(user: GateUser, id: PermissionCheckId, result: PermissionResult): void;
  /** Drops one check's result, or every result without an id. */
  remove(id?: PermissionCheckId): void;
}

/** Every read and effect of the gate, injected. */
export interface PermissionGateDeps {
  /** The logged-in user, or null (then there is nothing to check). */
  getUser(): GateUser | null;
  /** A company config switch value ('smart_business_card', 'check_wecom_phone_same_as_khyx'); absent counts as '0'. */
  readConfig(configCode: string): Promise<string | null | undefined>;
  /**
   * The user's manager or claims-advisor record, or null. A rejection whose text is
   * '查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！' also counts as no record.
   */
  queryManagerRecord(userCode: string): Promise<ManagerRecord | null>;
  /**
   * The user-info service's record of the user (POST /weComAPI/getUserInfo): its (masked) mobile,
   * null/empty when it has none, and avatar.
   */
  queryServiceUser(user: GateUser): Promise<ServiceUser | null | undefined>;
  /** The raw phone-modified cache entry, or null; the gate validates its shape. */
  readPhoneModified(): unknown;
  /** Remove the phone-modified cache entry. */
  removePhoneModified(): void;
  /** Epoch milliseconds. */
  now(): number;
  /** Optional: results kept beyond the page; without it results live as long as the gate. */
  store?: PermissionResultStore;
  /** Developer log for errors the gate swallows. */
  log(message: string, error?: unknown): void;
}

/** The gate: two checks run together, results cached per user. */
export interface PermissionGate {
  /**
   * Runs (or reuses) both checks for a route. The first denial wins (business card before phone).
   * When denied and `target` is given, the target is remembered for return.
   */
  check(route: Pick<CompiledRoute, 'path'>, target?: NavLocation): Promise<PermissionResult>;
  /** reset() then check(): for the page where the user just fixed the cause. */
  recheck(route: Pick<CompiledRoute, 'path'>, target?: NavLocation): Promise<PermissionResult>;
  /** Drops every cached result. */
  reset(): void;
  /** Drops the cached result of one check (for every user). */
  remove(id: PermissionCheckId): void;
  /** Remembers where to return once the cause is fixed. */
  rememberReturn(location: NavLocation): void;
  /** The remembered location, once; null when none. */
  consumeReturn(): NavLocation | null;
}
