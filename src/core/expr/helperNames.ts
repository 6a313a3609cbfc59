/**
 * Helper names known to the build. Kept free of imports so the Node build can read it without
 * loading the runtime helpers. A test asserts it equals Object.keys(helpers).
 */
export const HELPER_NAMES: readonly string[] = [
  'mask', 'maskPhone', 'maskIdCard', 'maskUserCode', 'maskPhoneForCompare', 'samePhone', 'money', 'date', 'seconds', 'stripMarker', 'dictLabel',
  'len', 'json', 'join', 'compact', 'concat', 'includes', 'pick', 'first', 'count', 'where', 'number', 'string', 'now',
];
