/**
 * Local mode's demo merchant (DESIGN §4): a newcomer can sign in as +232 76 123 456 at once
 * (the code arrives in the development outbox) and land on a complete profile.
 */
import { randomUUID } from 'node:crypto';
import { toE164 } from '../../../domain/phone.ts';
import type { Db } from '../../db/client.ts';
import { findUserByPhone, insertUserIfAbsent, updateUser } from './users.queries.ts';

export const DEMO_MERCHANT = {
  phone: '76123456',
  fullName: 'Aminata Kamara',
  streetAddress: '12 Siaka Stevens Street',
  city: 'Freetown',
  district: 'Western Area',
  email: 'demo@salonepay.sl',
} as const;

/**
 * Creates the demo merchant, or completes it if an earlier run left it partial. Idempotent; a
 * complete profile the developer edited is left alone. Returns the user id for sample data.
 */
export async function ensureDemoMerchant(db: Db, now: () => Date = () => new Date()): Promise<{ userId: string }> {
  const at = now();
  const phone = toE164(DEMO_MERCHANT.phone);
  const { fullName, streetAddress, city, district, email } = DEMO_MERCHANT;
  const { user } = await insertUserIfAbsent(db, {
    id: randomUUID(),
    phone,
    fullName,
    streetAddress,
    city,
    district,
    email,
    emailVerified: true,
    profileCompleted: true,
    createdAt: at,
    updatedAt: at,
  });
  if (!user.profileCompleted) {
    await updateUser(db, user.id, { fullName, streetAddress, city, district, profileCompleted: true, updatedAt: at });
  }
  if (!user.emailVerified) await updateUser(db, user.id, { email, emailVerified: true, updatedAt: at });
  const current = await findUserByPhone(db, phone);
  return { userId: current?.id ?? user.id };
}

/** Local mode's other sample people (merchants and customers): a user with a complete profile, once. */
export async function ensureSampleUser(db: Db, sample: { phone: string; fullName: string }, at: Date): Promise<{ userId: string }> {
  const { user } = await insertUserIfAbsent(db, {
    id: randomUUID(),
    phone: sample.phone,
    fullName: sample.fullName,
    city: 'Freetown',
    district: 'Western Area',
    profileCompleted: true,
    createdAt: at,
    updatedAt: at,
  });
  return { userId: user.id };
}
