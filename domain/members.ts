/**
 * Teams (issue 35): a business (a merchant profile, owned by the person who made it) has members
 * with roles. One table: what each role may do. The server enforces it on every merchant route
 * (each route names one permission, server/modules/members/member-routes.ts) and the screens show
 * only the controls the role may use (`memberMay`).
 */

export const MEMBER_ROLES = ['owner', 'admin', 'developer', 'seller', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  developer: 'Developer',
  seller: 'Seller',
  viewer: 'Viewer',
};

/** One line under each role in the invite form. */
export const MEMBER_ROLE_HINTS: Record<MemberRole, string> = {
  owner: 'Everything, including members and ownership.',
  admin: 'Everything but ownership and removing the owner.',
  developer: 'API keys, webhooks, test mode, payments and activity. No payouts, no members.',
  seller: 'Shows the QR, makes links and cash sales, sees own sales today.',
  viewer: 'Reads activity and reports. No changes.',
};

/** Rank for "cannot raise own role" and "an admin cannot make an owner": higher may more. */
export const MEMBER_ROLE_RANK: Record<MemberRole, number> = { owner: 5, admin: 4, developer: 3, seller: 2, viewer: 1 };

/**
 * What members may do. Every merchant route names exactly one of these.
 */
export const MEMBER_PERMISSIONS = {
  /** The business's name, logo, preferences, live-mode and activation state, its live feed. */
  'business.read': ['owner', 'admin', 'developer', 'seller', 'viewer'],
  /** Change the business's profile, preferences and activation (documents, submit). */
  'business.manage': ['owner', 'admin'],
  /** The balance, the wallet and its movements. */
  'balance.read': ['owner', 'admin'],
  /** Activity: payments, their details and refunds' list, totals, the merchant API's reads. */
  'activity.read': ['owner', 'admin', 'developer', 'viewer'],
  /** A seller's own sales: the activity list and totals (the server keeps a seller to their own). */
  'sales.own': ['owner', 'admin', 'developer', 'seller', 'viewer'],
  /** The CSV export. */
  'exports': ['owner', 'admin', 'developer', 'viewer'],
  /** Reports (takings, top links, payouts, statement). */
  'reports.read': ['owner', 'admin', 'viewer'],
  /** Payment links: list. */
  'links.read': ['owner', 'admin', 'developer', 'seller', 'viewer'],
  /** Payment links: make and disable. */
  'links.write': ['owner', 'admin', 'developer', 'seller'],
  /** Record a cash sale (the counter). */
  'cash.write': ['owner', 'admin', 'seller'],
  /** Make and cancel payments through the merchant API. */
  'payments.write': ['owner', 'admin', 'developer'],
  /** Refund a payment. */
  'refunds': ['owner', 'admin'],
  /** Payouts, payout accounts and payout settings (read and write). */
  'payouts': ['owner', 'admin'],
  /** API keys. */
  'keys': ['owner', 'admin', 'developer'],
  /** Webhook endpoints and deliveries. */
  'webhooks': ['owner', 'admin', 'developer'],
  /** The member list and the business's security log. */
  'members.read': ['owner', 'admin'],
  /** Invite, remove and change members' roles. */
  'members.manage': ['owner', 'admin'],
  /**
   * Switch between Test mode and live (the Test mode switch, the `Salone-Mode` header): the
   * issue gives the developer "test mode"; owner and admin have everything. A role without it
   * (seller, viewer) works in the business's mode, decided by the server (plugins/auth.ts): live
   * once the business may take live money, test before; the header of such a member is ignored,
   * so a seller never takes a "payment" or records a cash sale in test while the shop is live.
   */
  'mode.switch': ['owner', 'admin', 'developer'],
} as const satisfies Record<string, readonly MemberRole[]>;

export type MemberPermission = keyof typeof MEMBER_PERMISSIONS;

export function memberMay(role: MemberRole | null | undefined, permission: MemberPermission): boolean {
  return role !== null && role !== undefined && (MEMBER_PERMISSIONS[permission] as readonly MemberRole[]).includes(role);
}

/** The permissions of one role (the screens show only these). */
export function memberPermissionsOf(role: MemberRole): MemberPermission[] {
  return (Object.keys(MEMBER_PERMISSIONS) as MemberPermission[]).filter((permission) => memberMay(role, permission));
}

/**
 * Whether `actor` may give `target` the role `next` (or remove them when `next` is null).
 * Returns the sentence of the refusal, or null when allowed.
 */
export function roleChangeRefusal(input: {
  actorRole: MemberRole;
  actorIsTarget: boolean;
  targetRole: MemberRole;
  next: MemberRole | null;
  /** Owners of the business, the target included when they are one. */
  owners: number;
}): string | null {
  const { actorRole, actorIsTarget, targetRole, next, owners } = input;
  if (next === null) {
    if (targetRole === 'owner' && owners <= 1) return 'The last owner cannot leave the business. Make another member an owner first.';
    if (actorIsTarget) return null;
    if (!memberMay(actorRole, 'members.manage')) return 'Your role cannot remove members.';
    if (targetRole === 'owner' && actorRole !== 'owner') return 'Only an owner can remove an owner.';
    return null;
  }
  if (actorIsTarget && MEMBER_ROLE_RANK[next] > MEMBER_ROLE_RANK[targetRole]) return 'You cannot raise your own role.';
  if (!memberMay(actorRole, 'members.manage')) return 'Your role cannot change members.';
  if ((next === 'owner' || targetRole === 'owner') && actorRole !== 'owner') return 'Only an owner can give or take the owner role.';
  if (targetRole === 'owner' && next !== 'owner' && owners <= 1) return 'The last owner cannot give up the owner role. Make another member an owner first.';
  return null;
}

/** An invite is valid for 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Header with which the app chooses the business of a request (like Salone-Mode chooses the mode). */
export const BUSINESS_HEADER = 'Salone-Business';

/** A queued write or a request of a person who is no longer a member. */
export const NOT_A_MEMBER_SENTENCE = 'You are no longer a member of this business, so this was not done.';
/** A member whose role does not allow the request. */
export function roleRefusalSentence(role: MemberRole): string {
  return `Your role (${MEMBER_ROLE_LABELS[role]}) cannot do this. Ask the business's owner.`;
}

export const INVITE_SENTENCES = {
  ownNumber: 'You cannot invite your own number.',
  existingMember: 'This number is already a member of the business.',
  invalidNumber: 'Enter a valid Sierra Leone phone number (8 digits, e.g. 76 123 456).',
  expired: 'This invite has expired. Ask the business for a new one.',
  notFound: 'This invite was not found.',
} as const;

/** The business's security log: who did what to its members. */
export const MEMBER_LOG_ACTIONS = ['invite', 'accept', 'role_change', 'removal'] as const;
export type MemberLogAction = (typeof MEMBER_LOG_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Wire types

export interface MemberView {
  userId: string;
  /** E.164. */
  phone: string;
  name: string | null;
  role: MemberRole;
  /** The person who made the business (cannot be removed). */
  founder: boolean;
  since: string;
}

export interface InviteView {
  id: string;
  merchantId: string;
  businessName: string;
  /** E.164 of the invited person. */
  phone: string;
  role: MemberRole;
  expiresAt: string;
  createdAt: string;
}

/** A business the signed-in person may act for (the shell's switcher). */
export interface BusinessView {
  merchantId: string;
  businessName: string;
  role: MemberRole;
  /** The person's own business. */
  own: boolean;
}

export interface MemberLogEntry {
  id: string;
  action: MemberLogAction;
  at: string;
  actorName: string | null;
  actorPhone: string;
  subjectPhone: string;
  role: MemberRole | null;
}
