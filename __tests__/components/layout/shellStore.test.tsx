import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { endSession } from '@/components/layout/session';
import { getShellState, resetShellState, setShellState, useShellState } from '@/components/layout/shellStore';

beforeEach(() => resetShellState());

function Lang() {
  return <p data-testid="lang">{useShellState('lang')}</p>;
}

describe("the shell's own state", () => {
  it("starts with language 'en', the drawer and the logout question closed, no store", () => {
    expect(getShellState()).toEqual({ nav: false, lang: 'en', logoutConfirm: false, storeActive: false });
  });

  it('re-renders what reads a value when it changes; an empty language is the default', () => {
    render(<Lang />);
    act(() => setShellState({ lang: 'hi' }));
    expect(screen.getByTestId('lang')).toHaveTextContent('hi');
    act(() => setShellState({ lang: '' }));
    expect(screen.getByTestId('lang')).toHaveTextContent('en');
  });

  it('renders the initial state on the server whatever the browser has set (hydration matches)', () => {
    setShellState({ lang: 'gu' });
    expect(renderToString(<Lang />)).toContain('>en<');
  });

  it('closes the logout question when the session ends, and keeps the language', () => {
    setShellState({ logoutConfirm: true, lang: 'hi' });
    endSession();
    expect(getShellState()).toMatchObject({ logoutConfirm: false, lang: 'hi' });
  });
});
