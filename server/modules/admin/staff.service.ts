/**
 * Staff and their roles (issue 34). Staff sign in with the same phone code as everyone; their
 * role comes from ADMIN_PHONES (admins, read at start) or from staff_members (added by an admin).
 * Every /admin route names one permission of domain/activation.ts's STAFF_PERMISSIONS in its
 * config; `requireStaff` (an onRequest hook, before any body or id is looked at) answers 403 to
 * anyone whose role is not listed: merchants, customers and API keys alike, whatever the id.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleMay, STAFF_ROLE_LABELS, type StaffPermission, type StaffRole } from '../../../domain/activation.ts';
import type { StaffMemberView } from '../../../domain/api/activation.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { fromE164, isValidPhone, sanitizePhoneInput, toE164 } from '../../../domain/phone.ts';
import type { Db } from '../../db/client.ts';
import { staffMembers, users } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from './audit.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff route (issue 34): the permission its caller's role must hold. */
    staffPermission?: StaffPermission;
  }
  interface FastifyRequest {
    /** The caller's staff role, set by requireStaff. */
    staffRole: StaffRole | null;
  }
}

export const NOT_STAFF_MESSAGE = 'This is for Salone Pay staff only.';

export interface StaffActor {
  id: string;
  phone: string;
  role: StaffRole;
}

export function createStaffService(deps: { db: Db; now: () => Date; adminPhones: readonly string[] }) {
  const { db, now } = deps;
  const configured = new Set(deps.adminPhones);

  async function roleOf(user: { id: string; phone: string }): Promise<StaffRole | null> {
    if (configured.has(user.phone)) return 'admin';
    const [row] = await db
      .select({ role: staffMembers.role })
      .from(staffMembers)
      .where(and(eq(staffMembers.userId, user.id), isNull(staffMembers.removedAt)));
    return row?.role ?? null;
  }

  /** onRequest hook of every staff route, after requireUser (an API key was refused there already). */
  async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const permission = request.routeOptions.config.staffPermission;
    const user = signedInUser(request);
    if (request.apiKey) throw new HttpError(403, ERROR_CODES.forbidden, NOT_STAFF_MESSAGE);
    const role = await roleOf(user);
    if (role === null || permission === undefined) throw new HttpError(403, ERROR_CODES.forbidden, NOT_STAFF_MESSAGE);
    if (!roleMay(role, permission)) {
      throw new HttpError(403, ERROR_CODES.forbidden, `Your role (${STAFF_ROLE_LABELS[role]}) cannot do this. Ask an admin.`);
    }
    request.staffRole = role;
  }

  function actorOf(request: FastifyRequest): StaffActor {
    const user = signedInUser(request);
    if (!request.staffRole) throw new HttpError(403, ERROR_CODES.forbidden, NOT_STAFF_MESSAGE);
    return { id: user.id, phone: user.phone, role: request.staffRole };
  }

  async function list(): Promise<StaffMemberView[]> {
    const rows = await db
      .select({ member: staffMembers, phone: users.phone, fullName: users.fullName })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(isNull(staffMembers.removedAt))
      .orderBy(asc(staffMembers.createdAt));
    const listed: StaffMemberView[] = rows
      .filter((row) => !configured.has(row.phone))
      .map((row) => ({ userId: row.member.userId, phone: row.phone, fullName: row.fullName, role: row.member.role, configured: false, addedAt: row.member.createdAt.toISOString() }));
    const admins: StaffMemberView[] = [];
    for (const phone of configured) {
      const [user] = await db.select().from(users).where(eq(users.phone, phone));
      // An ADMIN_PHONES admin who never signed in has no user yet: listed once they have.
      if (user) admins.push({ userId: user.id, phone, fullName: user.fullName, role: 'admin', configured: true, addedAt: null });
    }
    return [...admins, ...listed];
  }

  /** Adds (or revives, or changes the role of) a staff member, in the step-up code's transaction. */
  async function add(tx: Db, actor: StaffActor, input: { phone: string; role: StaffRole }, requestId: string): Promise<StaffMemberView> {
    const digits = sanitizePhoneInput(input.phone);
    if (!isValidPhone(digits)) {
      throw new DomainError(ERROR_CODES.invalidInput, 'Enter the phone number as 8 digits, e.g. 76123456.', { details: [{ field: 'phone', message: 'Enter the phone number as 8 digits, e.g. 76123456.' }] });
    }
    const phone = toE164(digits);
    if (configured.has(phone)) throw new DomainError(ERROR_CODES.staffExists, 'This person is already an admin (from ADMIN_PHONES).');
    const at = now();
    // A person who never signed in gets their user now; they sign in with this number later.
    await tx.insert(users).values({ id: randomUUID(), phone, createdAt: at, updatedAt: at }).onConflictDoNothing({ target: users.phone });
    const [user] = await tx.select().from(users).where(eq(users.phone, phone));
    if (!user) throw new Error('staff user vanished');
    const [existing] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, user.id)).for('update');
    if (existing && existing.removedAt === null && existing.role === input.role) {
      throw new DomainError(ERROR_CODES.staffExists, `This person is already ${STAFF_ROLE_LABELS[input.role].toLowerCase()} staff.`);
    }
    if (existing) {
      await tx.update(staffMembers).set({ role: input.role, addedBy: actor.id, createdAt: at, removedAt: null, removedBy: null }).where(eq(staffMembers.userId, user.id));
    } else {
      await tx.insert(staffMembers).values({ userId: user.id, role: input.role, addedBy: actor.id, createdAt: at });
    }
    await recordAudit(tx, {
      actorUserId: actor.id,
      actorRole: actor.role,
      action: 'staff.added',
      targetType: 'user',
      targetId: user.id,
      requestId,
      details: { role: input.role, phone: fromE164(phone) },
      at,
    });
    return { userId: user.id, phone, fullName: user.fullName, role: input.role, configured: false, addedAt: at.toISOString() };
  }

  async function remove(tx: Db, actor: StaffActor, userId: string, requestId: string): Promise<void> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (user && configured.has(user.phone)) throw new DomainError(ERROR_CODES.staffConfigured);
    const [existing] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, userId)).for('update');
    if (!existing || existing.removedAt !== null) throw new DomainError(ERROR_CODES.notFound, 'No staff member with this id.');
    const at = now();
    await tx.update(staffMembers).set({ removedAt: at, removedBy: actor.id }).where(eq(staffMembers.userId, userId));
    await recordAudit(tx, { actorUserId: actor.id, actorRole: actor.role, action: 'staff.removed', targetType: 'user', targetId: userId, requestId, details: { role: existing.role }, at });
  }

  return { roleOf, requireStaff, actorOf, list, add, remove };
}

export type StaffService = ReturnType<typeof createStaffService>;
