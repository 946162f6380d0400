import { describe, expect, it } from 'vitest';
import { MEMBER_PERMISSIONS, MEMBER_ROLES, memberMay, memberPermissionsOf, roleChangeRefusal, type MemberPermission } from './members.ts';

describe('the member roles table (issue 35)', () => {
  it('gives the owner every permission and the admin everything the owner has', () => {
    expect(memberPermissionsOf('owner')).toEqual(Object.keys(MEMBER_PERMISSIONS));
    expect(memberPermissionsOf('admin')).toEqual(Object.keys(MEMBER_PERMISSIONS));
  });

  it('keeps a seller to the counter: QR, links, cash sales, own sales; no balance, payouts, refunds, keys or exports', () => {
    const seller: MemberPermission[] = memberPermissionsOf('seller');
    expect(seller).toEqual(expect.arrayContaining(['business.read', 'links.write', 'cash.write', 'sales.own']));
    for (const denied of ['balance.read', 'payouts', 'refunds', 'keys', 'exports', 'members.manage', 'activity.read'] as const) expect(memberMay('seller', denied)).toBe(false);
  });

  it('gives a developer keys, webhooks, payments and activity, and no payouts or members', () => {
    for (const allowed of ['keys', 'webhooks', 'payments.write', 'activity.read'] as const) expect(memberMay('developer', allowed)).toBe(true);
    for (const denied of ['payouts', 'members.read', 'members.manage', 'balance.read'] as const) expect(memberMay('developer', denied)).toBe(false);
  });

  it('lets a viewer read activity and reports and write nothing', () => {
    expect(memberMay('viewer', 'activity.read')).toBe(true);
    expect(memberMay('viewer', 'reports.read')).toBe(true);
    for (const write of ['links.write', 'cash.write', 'payments.write', 'refunds', 'payouts', 'keys', 'webhooks', 'members.manage', 'business.manage'] as const) expect(memberMay('viewer', write)).toBe(false);
  });

  it('refuses nobody and no permission outside the table', () => {
    expect(memberMay(null, 'business.read')).toBe(false);
    for (const roles of Object.values(MEMBER_PERMISSIONS)) for (const role of roles) expect(MEMBER_ROLES).toContain(role);
  });
});

describe('role changes and removals', () => {
  it('refuses raising one’s own role, and allows lowering it', () => {
    expect(roleChangeRefusal({ actorRole: 'admin', actorIsTarget: true, targetRole: 'admin', next: 'owner', owners: 1 })).toBe('You cannot raise your own role.');
    expect(roleChangeRefusal({ actorRole: 'seller', actorIsTarget: true, targetRole: 'seller', next: 'admin', owners: 1 })).toBe('You cannot raise your own role.');
    expect(roleChangeRefusal({ actorRole: 'admin', actorIsTarget: true, targetRole: 'admin', next: 'viewer', owners: 1 })).toBeNull();
  });

  it('keeps the last owner', () => {
    expect(roleChangeRefusal({ actorRole: 'owner', actorIsTarget: true, targetRole: 'owner', next: null, owners: 1 })).toMatch(/last owner cannot leave/);
    expect(roleChangeRefusal({ actorRole: 'owner', actorIsTarget: true, targetRole: 'owner', next: 'admin', owners: 1 })).toMatch(/last owner/);
    expect(roleChangeRefusal({ actorRole: 'owner', actorIsTarget: true, targetRole: 'owner', next: null, owners: 2 })).toBeNull();
  });

  it('lets only an owner give, take or remove the owner role, and lets anyone leave', () => {
    expect(roleChangeRefusal({ actorRole: 'admin', actorIsTarget: false, targetRole: 'seller', next: 'owner', owners: 1 })).toMatch(/Only an owner/);
    expect(roleChangeRefusal({ actorRole: 'admin', actorIsTarget: false, targetRole: 'owner', next: null, owners: 2 })).toMatch(/Only an owner/);
    expect(roleChangeRefusal({ actorRole: 'owner', actorIsTarget: false, targetRole: 'seller', next: 'owner', owners: 1 })).toBeNull();
    expect(roleChangeRefusal({ actorRole: 'seller', actorIsTarget: true, targetRole: 'seller', next: null, owners: 1 })).toBeNull();
    expect(roleChangeRefusal({ actorRole: 'seller', actorIsTarget: false, targetRole: 'viewer', next: null, owners: 1 })).toMatch(/cannot remove/);
  });
});
