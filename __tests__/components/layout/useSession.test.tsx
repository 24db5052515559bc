// The spec polls the expert id every 500 ms; the shell instead re-reads the session when it is told it changed (this
// tab's login and logout) or when another tab writes storage (docs/ARCHITECTURE.md, "Spec calls the web app does not
// make, and why").
import { act, renderHook } from '@testing-library/react';
import { announceSessionChange, LOGGED_OUT } from '@/components/layout/session';
import { useSession } from '@/components/layout/useSession';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function storeExpert(expertId: string) {
  localStorage.setItem('access-token', 't');
  localStorage.setItem('role', '["expert"]');
  localStorage.setItem('expertId', expertId);
  localStorage.setItem('expertName', 'Rahul Mehta');
}

describe('useSession', () => {
  it("follows the expert id another tab stores, without polling", () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual(LOGGED_OUT);
    storeExpert('101');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'expertId' }));
    });
    expect(result.current).toMatchObject({ loggedIn: true, role: 'expert', id: '101' });
    storeExpert('102');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'expertId' }));
    });
    expect(result.current.id).toBe('102');
  });

  it('follows a login and a logout in this tab when they are announced', () => {
    const { result } = renderHook(() => useSession());
    storeExpert('101');
    act(() => announceSessionChange());
    expect(result.current.id).toBe('101');
    localStorage.clear();
    act(() => announceSessionChange());
    expect(result.current).toEqual(LOGGED_OUT);
  });
});
