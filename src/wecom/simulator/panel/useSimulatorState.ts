import { useSyncExternalStore } from 'react';
import type { SimulatorStore } from '@/wecom/simulator/store';
import type { SimulatorState } from '@/wecom/simulator/types';

export function useSimulatorState(store: SimulatorStore): SimulatorState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
