import { beforeEach, describe, expect, it } from 'vitest';
import { getAppType, getSystemComId, LOCAL_KEYS, SESSION_KEYS, setAppType, setSystemComId } from '@/session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('system company id and app type', () => {
  it('the system comId lives in local storage', () => {
    setSystemComId('51000000');
    expect(localStorage.getItem(LOCAL_KEYS.systemComId)).toBe('51000000');
    expect(getSystemComId()).toBe('51000000');
    setSystemComId(null);
    expect(getSystemComId()).toBeNull();
  });

  it('the app type lives in session storage and only 1 or 2 are accepted', () => {
    setAppType('2');
    expect(sessionStorage.getItem(SESSION_KEYS.appType)).toBe('2');
    expect(getAppType()).toBe('2');
    sessionStorage.setItem(SESSION_KEYS.appType, '3');
    expect(getAppType()).toBeNull();
  });
});
