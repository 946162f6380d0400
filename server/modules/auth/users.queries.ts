import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Inserts unless the phone exists; returns the row and whether this call created it. */
export async function insertUserIfAbsent(db: Db, row: typeof users.$inferInsert): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await db.insert(users).values(row).onConflictDoNothing({ target: users.phone }).returning();
  if (inserted) return { user: inserted, created: true };
  const existing = await findUserByPhone(db, row.phone);
  if (!existing) throw new Error('user vanished between insert and select');
  return { user: existing, created: false };
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Omit<typeof users.$inferInsert, 'id' | 'phone' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}
