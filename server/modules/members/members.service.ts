/**
 * Teams (issue 35): a business's members, invites by phone, the business a request acts for
 * (the BusinessResolver the auth plugin asks on every merchant route), the security log, and a
 * seller's own sales. The founder (merchant_profiles.user_id = merchant id) is an owner without a
 * membership row and cannot be removed.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import {
  INVITE_SENTENCES,
  INVITE_TTL_MS,
  MEMBER_ROLE_LABELS,
  MEMBER_ROLE_RANK,
  roleChangeRefusal,
  type BusinessView,
  type InviteView,
  type MemberLogEntry,
  type MemberRole,
  type MemberView,
} from '../../../domain/members.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { isValidPhone, sanitizePhoneInput, toE164 } from '../../../domain/phone.ts';
import type { Db } from '../../db/client.ts';
import { businessInvites, businessMembers, memberLog, merchantProfiles, payments, users } from '../../db/schema.ts';
import type { BusinessResolver, KnownMemberships, SessionUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

/** Who acts: the person, and their role in the business of the request. */
export interface MemberActor {
  personId: string;
  phone: string;
  role: MemberRole;
}

export interface MembersDeps {
  db: Db;
  now: () => Date;
  /** An SMS without a code (the invite): the existing sender (dev outbox in local mode). */
  sms: (to: string, body: string, link: string) => Promise<void>;
  /** Where the invited person accepts (the app's /invites page). */
  invitesUrl: string;
}

const bad = (message: string) => new HttpError(400, ERROR_CODES.invalidInput, message);
const notFound = (message = 'This member was not found.') => new HttpError(404, ERROR_CODES.notFound, message);

export function createMembersService(deps: MembersDeps) {
  const { db, now } = deps;

  async function businessName(merchantId: string): Promise<string | null> {
    const [row] = await db.select({ name: merchantProfiles.businessName }).from(merchantProfiles).where(eq(merchantProfiles.userId, merchantId));
    return row?.name ?? null;
  }

  async function liveMembership(merchantId: string, userId: string) {
    const [row] = await db
      .select()
      .from(businessMembers)
      .where(and(eq(businessMembers.merchantId, merchantId), eq(businessMembers.userId, userId), isNull(businessMembers.removedAt)));
    return row;
  }

  async function ownerCount(merchantId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(businessMembers)
      .where(and(eq(businessMembers.merchantId, merchantId), eq(businessMembers.role, 'owner'), isNull(businessMembers.removedAt)));
    return 1 + (row?.count ?? 0);
  }

  const resolver: BusinessResolver = {
    // `known`: the same memberships and own-business fact, read by the session lookup in its
    // round trip (issue 41, migration 0280); without it they are read here.
    async resolve(person: SessionUser, requested: string | undefined, known?: KnownMemberships) {
      if (requested === person.id) return { merchantId: person.id, role: 'owner' };
      const rows =
        known?.list ??
        (await db
          .select({ merchantId: businessMembers.merchantId, role: businessMembers.role })
          .from(businessMembers)
          .where(and(eq(businessMembers.userId, person.id), isNull(businessMembers.removedAt))));
      if (requested !== undefined) return rows.find((row) => row.merchantId === requested) ?? null;
      const [only] = rows;
      if (rows.length === 1 && only && !(known ? known.ownBusinessNamed : (await businessName(person.id)) !== null)) return only;
      return { merchantId: person.id, role: 'owner' };
    },
  };

  async function list(merchantId: string): Promise<MemberView[]> {
    const [founder] = await db
      .select({ id: users.id, phone: users.phone, name: users.fullName, since: merchantProfiles.createdAt })
      .from(merchantProfiles)
      .innerJoin(users, eq(users.id, merchantProfiles.userId))
      .where(eq(merchantProfiles.userId, merchantId));
    const rows = await db
      .select({ member: businessMembers, phone: users.phone, name: users.fullName })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(businessMembers.merchantId, merchantId), isNull(businessMembers.removedAt)))
      .orderBy(asc(businessMembers.createdAt));
    const listed: MemberView[] = rows.map((row) => ({
      userId: row.member.userId,
      phone: row.phone,
      name: row.name,
      role: row.member.role,
      founder: false,
      since: row.member.createdAt.toISOString(),
    }));
    return founder ? [{ userId: founder.id, phone: founder.phone, name: founder.name, role: 'owner', founder: true, since: founder.since.toISOString() }, ...listed] : listed;
  }

  async function invite(merchantId: string, actor: MemberActor, input: { phone: string; role: MemberRole }): Promise<InviteView> {
    const digits = sanitizePhoneInput(input.phone);
    if (!isValidPhone(digits)) throw bad(INVITE_SENTENCES.invalidNumber);
    const phone = toE164(digits);
    if (phone === actor.phone) throw bad(INVITE_SENTENCES.ownNumber);
    if (input.role === 'owner' && actor.role !== 'owner') throw new HttpError(403, ERROR_CODES.forbidden, 'Only an owner can invite an owner.');
    const name = await businessName(merchantId);
    if (name === null) throw bad('Set up your business profile before inviting members.');
    const members = await list(merchantId);
    if (members.some((member) => member.phone === phone)) throw bad(INVITE_SENTENCES.existingMember);
    const at = now();
    const id = randomUUID();
    await db.transaction(async (tx) => {
      // A new invite to the same number replaces one still open.
      await tx
        .update(businessInvites)
        .set({ revokedAt: at })
        .where(and(eq(businessInvites.merchantId, merchantId), eq(businessInvites.phone, phone), isNull(businessInvites.acceptedAt), isNull(businessInvites.revokedAt)));
      await tx.insert(businessInvites).values({ id, merchantId, phone, role: input.role, invitedBy: actor.personId, createdAt: at, expiresAt: new Date(at.getTime() + INVITE_TTL_MS) });
      await tx.insert(memberLog).values({ id: randomUUID(), merchantId, actorUserId: actor.personId, action: 'invite', subjectPhone: phone, role: input.role, at });
    });
    await deps.sms(
      phone,
      `Salone Pay: ${name} invites you to join as ${MEMBER_ROLE_LABELS[input.role]}. Sign in with this number within 7 days to accept: ${deps.invitesUrl}`,
      deps.invitesUrl,
    );
    return { id, merchantId, businessName: name, phone, role: input.role, expiresAt: new Date(at.getTime() + INVITE_TTL_MS).toISOString(), createdAt: at.toISOString() };
  }

  async function invitesFor(person: SessionUser): Promise<InviteView[]> {
    const rows = await db
      .select({ invite: businessInvites, name: merchantProfiles.businessName })
      .from(businessInvites)
      .innerJoin(merchantProfiles, eq(merchantProfiles.userId, businessInvites.merchantId))
      .where(and(eq(businessInvites.phone, person.phone), isNull(businessInvites.acceptedAt), isNull(businessInvites.revokedAt), gt(businessInvites.expiresAt, now())))
      .orderBy(desc(businessInvites.createdAt));
    return rows.map(({ invite: row, name }) => ({
      id: row.id,
      merchantId: row.merchantId,
      businessName: name,
      phone: row.phone,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function accept(person: SessionUser, inviteId: string): Promise<BusinessView> {
    const [found] = await db
      .select({ invite: businessInvites, name: merchantProfiles.businessName })
      .from(businessInvites)
      .innerJoin(merchantProfiles, eq(merchantProfiles.userId, businessInvites.merchantId))
      .where(eq(businessInvites.id, inviteId));
    // Someone else's invite reads as no invite at all.
    if (!found || found.invite.phone !== person.phone || found.invite.revokedAt !== null) throw notFound(INVITE_SENTENCES.notFound);
    const { invite: row, name } = found;
    const view: BusinessView = { merchantId: row.merchantId, businessName: name, role: row.role, own: false };
    if (row.acceptedAt !== null) {
      // Accepted before (a retry): the answer again, unless the membership ended since.
      const live = await liveMembership(row.merchantId, person.id);
      if (live && live.inviteId === row.id) return { ...view, role: live.role };
      throw notFound(INVITE_SENTENCES.notFound);
    }
    if (row.expiresAt.getTime() <= now().getTime()) throw bad(INVITE_SENTENCES.expired);
    if (row.merchantId === person.id) throw bad(INVITE_SENTENCES.ownNumber);
    if (await liveMembership(row.merchantId, person.id)) throw bad(INVITE_SENTENCES.existingMember);
    const at = now();
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(businessInvites)
        .set({ acceptedAt: at, acceptedBy: person.id })
        .where(and(eq(businessInvites.id, row.id), isNull(businessInvites.acceptedAt), isNull(businessInvites.revokedAt)))
        .returning({ id: businessInvites.id });
      if (claimed.length === 0) throw notFound(INVITE_SENTENCES.notFound);
      await tx.insert(businessMembers).values({ id: randomUUID(), merchantId: row.merchantId, userId: person.id, role: row.role, inviteId: row.id, createdAt: at, updatedAt: at });
      await tx.insert(memberLog).values({ id: randomUUID(), merchantId: row.merchantId, actorUserId: person.id, action: 'accept', subjectPhone: person.phone, role: row.role, at });
    });
    return view;
  }

  /** The member `userId` of the business as the rules see them (the founder included). */
  async function target(merchantId: string, userId: string) {
    if (userId === merchantId) {
      const [founder] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      if (!founder || (await businessName(merchantId)) === null) throw notFound();
      return { phone: founder.phone, role: 'owner' as MemberRole, founder: true, rowId: null };
    }
    const row = await liveMembership(merchantId, userId);
    if (!row) throw notFound();
    const [person] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    return { phone: person?.phone ?? '', role: row.role, founder: false, rowId: row.id };
  }

  function refuse(sentence: string): HttpError {
    return /^(Your role|Only an owner)/.test(sentence) ? new HttpError(403, ERROR_CODES.forbidden, sentence) : bad(sentence);
  }

  async function remove(merchantId: string, actor: MemberActor, userId: string): Promise<{ userId: string; removed: true }> {
    const actorIsTarget = actor.personId === userId;
    // A person who may not manage members learns nothing about who else is one.
    if (!actorIsTarget && actor.role !== 'owner' && actor.role !== 'admin') throw new HttpError(403, ERROR_CODES.forbidden, 'Your role cannot remove members.');
    const found = await target(merchantId, userId);
    const refusal = roleChangeRefusal({ actorRole: actor.role, actorIsTarget, targetRole: found.role, next: null, owners: await ownerCount(merchantId) });
    if (refusal) throw refuse(refusal);
    if (found.founder || found.rowId === null) throw bad('The owner who made the business cannot leave it.');
    const at = now();
    await db.transaction(async (tx) => {
      await tx.update(businessMembers).set({ removedAt: at, removedBy: actor.personId, updatedAt: at }).where(eq(businessMembers.id, found.rowId ?? ''));
      await tx.insert(memberLog).values({ id: randomUUID(), merchantId, actorUserId: actor.personId, action: 'removal', subjectPhone: found.phone, role: found.role, at });
    });
    return { userId, removed: true };
  }

  async function changeRole(merchantId: string, actor: MemberActor, userId: string, role: MemberRole): Promise<MemberView> {
    const actorIsTarget = actor.personId === userId;
    if (!actorIsTarget && actor.role !== 'owner' && actor.role !== 'admin') throw new HttpError(403, ERROR_CODES.forbidden, 'Your role cannot change members.');
    const found = await target(merchantId, userId);
    if (actorIsTarget && MEMBER_ROLE_RANK[role] > MEMBER_ROLE_RANK[found.role]) throw bad('You cannot raise your own role.');
    const refusal = roleChangeRefusal({ actorRole: actor.role, actorIsTarget, targetRole: found.role, next: role, owners: await ownerCount(merchantId) });
    if (refusal) throw refuse(refusal);
    if (found.founder || found.rowId === null) {
      if (role !== 'owner') throw bad('The owner who made the business stays an owner.');
    } else if (role !== found.role) {
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(businessMembers).set({ role, updatedAt: at }).where(eq(businessMembers.id, found.rowId ?? ''));
        await tx.insert(memberLog).values({ id: randomUUID(), merchantId, actorUserId: actor.personId, action: 'role_change', subjectPhone: found.phone, role, at });
      });
    }
    const updated = (await list(merchantId)).find((member) => member.userId === userId);
    if (!updated) throw notFound();
    return updated;
  }

  async function securityLog(merchantId: string): Promise<MemberLogEntry[]> {
    const rows = await db
      .select({ entry: memberLog, actorName: users.fullName, actorPhone: users.phone })
      .from(memberLog)
      .innerJoin(users, eq(users.id, memberLog.actorUserId))
      .where(eq(memberLog.merchantId, merchantId))
      .orderBy(desc(memberLog.at), desc(memberLog.id))
      .limit(200);
    return rows.map(({ entry, actorName, actorPhone }) => ({
      id: entry.id,
      action: entry.action,
      at: entry.at.toISOString(),
      actorName,
      actorPhone,
      subjectPhone: entry.subjectPhone,
      role: entry.role,
    }));
  }

  async function businesses(person: SessionUser): Promise<BusinessView[]> {
    const own = await businessName(person.id);
    const rows = await db
      .select({ merchantId: businessMembers.merchantId, role: businessMembers.role, name: merchantProfiles.businessName })
      .from(businessMembers)
      .innerJoin(merchantProfiles, eq(merchantProfiles.userId, businessMembers.merchantId))
      .where(and(eq(businessMembers.userId, person.id), isNull(businessMembers.removedAt)))
      .orderBy(asc(merchantProfiles.businessName));
    const theirs: BusinessView[] = rows.map((row) => ({ merchantId: row.merchantId, businessName: row.name, role: row.role, own: false }));
    return own === null ? theirs : [{ merchantId: person.id, businessName: own, role: 'owner', own: true }, ...theirs];
  }

  /** The payments a person recorded for the business today (UTC: Sierra Leone keeps GMT all year). */
  async function ownSales(merchantId: string, personId: string, livemode: boolean) {
    const start = new Date(now());
    start.setUTCHours(0, 0, 0, 0);
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.merchantId, merchantId), eq(payments.createdBy, personId), eq(payments.livemode, livemode), gte(payments.createdAt, start)))
      .orderBy(desc(payments.createdAt))
      .limit(200);
    const items = rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      currency: row.currency,
      method: row.method,
      status: row.status,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    }));
    const total = items.filter((item) => item.status === 'completed' && item.currency === 'SLE').reduce((sum, item) => sum + item.amount, 0);
    return { items, total, count: items.length };
  }

  return { resolver, list, invite, invitesFor, accept, remove, changeRole, securityLog, businesses, ownSales };
}

export type MembersService = ReturnType<typeof createMembersService>;
