import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocalDb } from '../../../lib/local-db.ts';
import { enqueueWrite, setOutboxUser } from '../../../lib/outbox/index.ts';
import { holdReload } from '../../../lib/reload-guard.ts';
import { theme } from '../../../theme/theme.ts';
import { registerNow } from '../sw-registration.ts';
import { OfflineBar } from './OfflineBar.tsx';
import { OFFLINE_TEXT } from './OfflineBanner.tsx';

/** A stand-in for workbox-window: the test plays the browser's part (waiting, controlling). */
const fakeWorkbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  skipWaitingMessages: 0,
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      fakeWorkbox.listeners.set(type, listener);
    }
    async register() {
      return undefined;
    }
    messageSkipWaiting() {
      fakeWorkbox.skipWaitingMessages += 1;
    }
  },
}));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const renderBar = () =>
  render(
    <ThemeProvider theme={theme}>
      <OfflineBar />
    </ThemeProvider>,
  );

describe('OfflineBar', () => {
  beforeEach(() => setOnline(true));
  afterEach(async () => {
    setOutboxUser(null);
    await getLocalDb().outbox.clear();
  });

  it('tells the user they are offline, and stops when the network is back', async () => {
    renderBar();
    await act(async () => setOnline(false));
    expect(await screen.findByText('You’re offline — changes will be sent when you reconnect')).toBeVisible();
    await act(async () => setOnline(true));
    expect(screen.queryByText(/You’re offline/)).toBeNull();
  });

  it('counts the signed-in user’s queued changes', async () => {
    setOnline(false); // keeps the replayer from sending
    setOutboxUser('76123456');
    renderBar();
    await act(async () => {
      await enqueueWrite({ method: 'PUT', path: '/auth/profile', body: { city: 'Bo' }, label: 'Save profile' });
      await enqueueWrite({ method: 'POST', path: '/payments/p1/cancel', label: 'Cancel payment' });
    });
    expect(await screen.findByText('2 changes waiting to be sent')).toBeVisible();
  });

  it('lists refused changes under "Needs attention" with Retry and Discard', async () => {
    setOnline(false);
    setOutboxUser('76123456');
    const row = await enqueueWrite({ method: 'PUT', path: '/auth/profile', body: {}, label: 'Save profile' });
    await getLocalDb().outbox.update(row.id, { state: 'failed', lastError: 'District is required' });
    renderBar();
    expect(await screen.findByRole('heading', { name: 'Needs attention' })).toBeVisible();
    expect(screen.getByText('District is required')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Retry Save profile' }));
    expect(await screen.findByText('1 change waiting to be sent')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Needs attention' })).toBeNull();

    await getLocalDb().outbox.update(row.id, { state: 'failed' });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Save profile' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Needs attention' })).toBeNull());
    expect(await getLocalDb().outbox.get(row.id)).toBeUndefined();
  });

  it('offers a new version, and reloads only once a payment in progress is done', async () => {
    renderBar();
    await registerNow();
    await act(async () => fakeWorkbox.listeners.get('waiting')?.());
    // Online, the strips load once the page has settled (load event + a quiet second).
    expect(await screen.findByText('A new version is available', undefined, { timeout: 3000 })).toBeVisible();

    let releasePayment = () => {};
    act(() => {
      releasePayment = holdReload('payment form');
    });
    // The prompt subscribes to the hold after it is shown; the label follows on its next render.
    await userEvent.click(await screen.findByRole('button', { name: 'Reload when done' }));
    expect(await screen.findByText('A new version is available. It will load when your payment or send finishes.')).toBeVisible();
    expect(fakeWorkbox.skipWaitingMessages).toBe(0);

    await act(async () => releasePayment());
    await waitFor(() => expect(fakeWorkbox.skipWaitingMessages).toBe(1));
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
    // The page reloads when the new version controls it.
    expect(fakeWorkbox.listeners.has('controlling')).toBe(true);
  });
  it('is never shown twice: the shell opening under the app-level strip takes it over in the same paint', async () => {
    // Offline on a reload, the app's strip shows first; the shell (a later chunk) then mounts its
    // own. A page that showed both for a moment was seen by the offline e2e test.
    setOnline(false);
    const banners = () => screen.queryAllByText(OFFLINE_TEXT).length;
    let most = 0;
    const watcher = new MutationObserver(() => {
      most = Math.max(most, banners());
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    let openShell = () => {};
    function Page() {
      const [shell, setShell] = useState(false);
      openShell = () => setShell(true);
      return (
        <ThemeProvider theme={theme}>
          <OfflineBar />
          {shell ? <OfflineBar inShell /> : null}
        </ThemeProvider>
      );
    }
    // Rendered the way the browser renders the app: not inside act, which would run the effects
    // before anything could look at the page.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      root.render(<Page />);
      await waitFor(() => expect(banners()).toBe(1));
      openShell();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(banners()).toBe(1);
      expect(most).toBe(1);
    } finally {
      watcher.disconnect();
      root.unmount();
      host.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
