import { eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { users } from './schema';

/** The language a user's reports and mails are written in (jhi_user.lang_key), when set. */
export async function userLanguage(db: AppDatabase, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ langKey: users.langKey }).from(users).where(eq(users.id, userId));
  return row?.langKey ?? undefined;
}
