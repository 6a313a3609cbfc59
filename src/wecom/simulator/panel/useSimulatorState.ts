import { useSyncExternalStore } from 'react';
import type { SimulatorStore } from '../store';
import type { SimulatorState } from '../types';

export function useSimulatorState(store: SimulatorStore): SimulatorState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
