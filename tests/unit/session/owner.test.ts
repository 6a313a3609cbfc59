import Cookies from 'js-cookie';
import { beforeEach, expect, it } from 'vitest';
import { onSessionOwnerChange, removeToken, sessionOwner, setSystemComId, setToken } from '@/session';
import { makeToken, USER_PAYLOAD } from './helpers/token';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

it("tells its listeners each change of the session's owner, and only a change", () => {
  const token = makeToken(USER_PAYLOAD);
  setToken(token);
  setSystemComId('11000000');
  const heard: Array<string | null> = [];
  const stop = onSessionOwnerChange((owner) => heard.push(owner));

  setToken(token);
  expect(heard, 'the same token written again').toEqual([]);

  setToken(makeToken({ ...USER_PAYLOAD, userCode: '8000999' }));
  const second = sessionOwner();
  expect(heard).toEqual([second]);

  setSystemComId('51000000');
  expect(heard).toHaveLength(2);
  expect(heard[1]).not.toBe(second);

  removeToken();
  expect(heard).toEqual([second, heard[1], null]);

  stop();
  setToken(token);
  expect(heard, 'no call after unsubscribing').toHaveLength(3);
});
