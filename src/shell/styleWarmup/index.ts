export { StyleWarmup } from './StyleWarmup';
export { startStyleWarmup } from './warmup';
