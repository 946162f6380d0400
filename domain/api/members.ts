/** Teams (issue 35): members, invites, the businesses a person may act for, the security log. */
import Type from 'typebox';
import { DataOf, MinorUnits, Nullable, Timestamp, Uuid } from './common.ts';

const closed = { additionalProperties: false } as const;

export const MemberRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('developer'), Type.Literal('seller'), Type.Literal('viewer')]);

export const InviteMemberBody = Type.Object(
  {
    /** 8 national digits (spaces allowed); +232 is added. */
    phone: Type.String({ maxLength: 20, description: 'The invited person’s phone: 8 national digits.' }),
    role: MemberRoleSchema,
  },
  closed,
);
export const ChangeRoleBody = Type.Object({ role: MemberRoleSchema }, closed);
export const MemberParams = Type.Object({ userId: Uuid }, closed);

export const Member = Type.Object({
  userId: Uuid,
  phone: Type.String(),
  name: Nullable(Type.String()),
  role: MemberRoleSchema,
  founder: Type.Boolean(),
  since: Timestamp,
});
export const Invite = Type.Object({
  id: Uuid,
  merchantId: Uuid,
  businessName: Type.String(),
  phone: Type.String(),
  role: MemberRoleSchema,
  expiresAt: Timestamp,
  createdAt: Timestamp,
});
export const Business = Type.Object({ merchantId: Uuid, businessName: Type.String(), role: MemberRoleSchema, own: Type.Boolean() });
export const MemberLogEntry = Type.Object({
  id: Uuid,
  action: Type.Union([Type.Literal('invite'), Type.Literal('accept'), Type.Literal('role_change'), Type.Literal('removal')]),
  at: Timestamp,
  actorName: Nullable(Type.String()),
  actorPhone: Type.String(),
  subjectPhone: Type.String(),
  role: Nullable(MemberRoleSchema),
});
export const OwnSale = Type.Object({
  id: Uuid,
  amount: MinorUnits,
  currency: Type.String(),
  method: Type.String(),
  status: Type.String(),
  description: Type.String(),
  createdAt: Timestamp,
});

export const MemberList = DataOf(Type.Object({ items: Type.Array(Member) }));
export const MemberAnswer = DataOf(Member);
export const InviteAnswer = DataOf(Invite);
export const InviteList = DataOf(Type.Object({ items: Type.Array(Invite) }));
export const BusinessList = DataOf(Type.Object({ items: Type.Array(Business) }));
export const MemberLog = DataOf(Type.Object({ items: Type.Array(MemberLogEntry) }));
export const RemovedAnswer = DataOf(Type.Object({ userId: Uuid, removed: Type.Literal(true) }));
export const OwnSalesAnswer = DataOf(Type.Object({ items: Type.Array(OwnSale), total: MinorUnits, count: Type.Integer() }));
export const BusinessAnswer = DataOf(Business);
