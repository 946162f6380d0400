import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberLogEntry } from '../../../domain/members.ts';
import { BUSINESS_KEY } from '../../lib/business.ts';
import { renderRoutes, stubApi } from '../../test/render-routes.tsx';
import { MembersRoute } from './members.tsx';

/** Issue 35: the business's security log on /members, for the roles that see its members. */

const OWNER = '+23276123456';
const SELLER = '+23277654321';
const entry = (id: string, action: MemberLogEntry['action'], role: MemberLogEntry['role'], actorPhone = OWNER): MemberLogEntry => ({
  id,
  action,
  at: '2026-11-27T09:30:00Z',
  actorName: actorPhone === OWNER ? 'Aminata Kamara' : null,
  actorPhone,
  subjectPhone: SELLER,
  role,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the security log', () => {
  it('lists invites, acceptances, role changes and removals, in words, for the owner', async () => {
    const calls = stubApi({
      'GET /businesses': { body: { data: { items: [] } } },
      'GET /members': { body: { data: { items: [] } } },
      'GET /members/log': {
        body: {
          data: {
            items: [
              entry('a1', 'removal', null),
              entry('a2', 'role_change', 'viewer'),
              entry('a3', 'accept', 'seller', SELLER),
              entry('a4', 'invite', 'seller'),
            ],
          },
        },
      },
    });
    renderRoutes([{ path: '/', element: <MembersRoute /> }]);
    const log = within(await screen.findByRole('list', { name: 'Security log' }));
    expect(log.getAllByTestId('security-log-entry').map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Aminata Kamara removed +232 77 654 321',
      'Aminata Kamara made +232 77 654 321 Viewer',
      '+232 77 654 321 accepted the invite as Seller',
      'Aminata Kamara invited +232 77 654 321 as Seller',
    ]);
    expect(calls.some((call) => call.path === '/members/log')).toBe(true);
  });

  it('is neither shown nor asked for a seller', async () => {
    localStorage.setItem(BUSINESS_KEY, '11111111-1111-4111-8111-111111111111');
    const calls = stubApi({
      'GET /businesses': { body: { data: { items: [{ merchantId: '11111111-1111-4111-8111-111111111111', businessName: 'Kamara Stores', role: 'seller', own: false }] } } },
    });
    renderRoutes([{ path: '/', element: <MembersRoute /> }]);
    expect(await screen.findByText('Only the business’s owner and admins see its members.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Security log' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/members'))).toBe(false);
  });
});
