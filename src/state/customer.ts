import { createStore, useStore } from '@/lib/store';

/** A customer record; its fields are not specified (spec/product.md 3.3), so it stays open. */
export type CustomerInfo = Readonly<Record<string, unknown>>;
/** One label (tag) item as the server returns it. */
export type CustomerLabel = Readonly<Record<string, unknown>>;
/** Team bulletin (report) data as the server returns it. */
export type TeamBulletin = Readonly<Record<string, unknown>>;

/** The four label lists of spec 3.3. */
export type CustomerLabelKind = 'all' | 'wechatFollowUsers' | 'eSale' | 'nonCarESale';

export interface CustomerState {
  customerInfo: CustomerInfo | null;
  labels: Record<CustomerLabelKind, readonly CustomerLabel[]>;
  servicePackOrgCode: string;
  valueAddedOrgCode: string;
  teamBulletin: TeamBulletin | null;
}

function initialCustomerState(): CustomerState {
  return {
    customerInfo: null,
    labels: { all: [], wechatFollowUsers: [], eSale: [], nonCarESale: [] },
    servicePackOrgCode: '',
    valueAddedOrgCode: '',
    teamBulletin: null,
  };
}

// In memory only: it is working state of the open pages, reloaded from the server after a reload.
const store = createStore<CustomerState>(initialCustomerState);

export const getCustomerState = (): CustomerState => store.get();
export const subscribeCustomer = store.subscribe;

/** React hook; pass a selector that returns a field (e.g. `(s) => s.customerInfo`). */
export function useCustomer<S = CustomerState>(selector?: (state: CustomerState) => S): S {
  return useStore(store, selector ?? ((state) => state as unknown as S));
}

export function setCustomerInfo(info: CustomerInfo | null): void {
  store.update((draft) => {
    draft.customerInfo = info;
  });
}

export function setCustomerLabels(kind: CustomerLabelKind, labels: readonly CustomerLabel[]): void {
  const current = store.get();
  store.set({ ...current, labels: { ...current.labels, [kind]: labels } });
}

export function setServicePackOrgCode(code: string): void {
  store.update((draft) => {
    draft.servicePackOrgCode = code;
  });
}

export function setValueAddedOrgCode(code: string): void {
  store.update((draft) => {
    draft.valueAddedOrgCode = code;
  });
}

export function setTeamBulletin(data: TeamBulletin | null): void {
  store.update((draft) => {
    draft.teamBulletin = data;
  });
}

export function resetCustomer(): void {
  store.set(initialCustomerState());
}
