/**
 * @jest-environment node
 */
import {
  clearAll,
  getDeviceId,
  getSelectedClientId,
  isLoggedIn,
  readLocal,
  readSession,
  saveLoginSession,
  setUserFlag,
  writeLocal,
  writeSession,
} from '@/utils/storage';

describe('storage on the server (no window)', () => {
  it('reads null and ignores writes without throwing', () => {
    expect(typeof window).toBe('undefined');
    expect(() => {
      writeLocal('access-token', 'x');
      writeSession('SELECTED_USER_ID', '1');
      setUserFlag('ESIGN_DONE', 1);
      saveLoginSession({ id: 1, role: ['user'] }, { 'access-token': 'x' });
      clearAll();
    }).not.toThrow();
    expect(readLocal('access-token')).toBeNull();
    expect(readSession('SELECTED_USER_ID')).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(getSelectedClientId()).toBeNull();
    expect(getDeviceId()).toBeNull();
  });
});
