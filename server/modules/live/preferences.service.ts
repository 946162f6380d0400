/** A merchant's live preferences (issue 17): sound on screen, an SMS for each payment received. */
import type { Db } from '../../db/client.ts';
import { findPreferences, savePreferences, type MerchantPreferences } from './preferences.queries.ts';

export type { MerchantPreferences };

export function createPreferencesService(db: Db, now: () => Date) {
  return {
    get: (userId: string) => findPreferences(db, userId),
    save: (userId: string, preferences: MerchantPreferences) => savePreferences(db, userId, preferences, now()),
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
