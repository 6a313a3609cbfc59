/**
 * The app's one store primitive: state, get, set and immer updates, subscribe, optional
 * persistence through a storage adapter (`webStorage` for local or session storage), and the
 * React hook `useStore`. Everything but `useStore` is React-free.
 */
export { createStore, type ReadableStore, type StorageAdapter, type Store, type StoreOptions } from './createStore';
export { webStorage } from './webStorage';
export { useStore } from './useStore';
