// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, type Session, saveSession, useSession } from './session';

let seen: Session | null = null;
function Probe() {
  seen = useSession();
  return null;
}

/** What a component read from useSession while the server drew it. */
function drawnOnTheServer(): Session {
  seen = null;
  renderToString(<Probe />);
  if (!seen) throw new Error('no session read');
  return seen;
}

describe('session store', () => {
  afterEach(() => clearSession());

  it("gives a visitor without a session the server's very object (React takes the page over with no redraw)", () => {
    const server = drawnOnTheServer();
    expect(server).toEqual({ isLoggedIn: false, isAdmin: false, username: null, firstName: null });
    // useSyncExternalStore compares with Object.is: an equal copy would redraw every reader mid-hydration.
    expect(getSession()).toBe(server);
  });

  it('gives a signed-in buyer their own session, and the anonymous one again after logging out', () => {
    const server = drawnOnTheServer();
    saveSession({
      access: 'token',
      is_staff: false,
      username: 'kiosco',
      user_id: 7,
      email: 'kiosco@example.com',
      first_name: 'Ana',
      last_name: 'Paz',
    } as Parameters<typeof saveSession>[0]);
    expect(getSession()).toEqual({ isLoggedIn: true, isAdmin: false, username: 'kiosco', firstName: 'Ana' });
    clearSession();
    expect(getSession()).toBe(server);
  });
});
