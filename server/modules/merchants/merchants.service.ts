/**
 * Merchants are users (DESIGN §7): any user who saves a business profile is a merchant and can
 * be paid. Other modules reach merchants through this service.
 */
import type { FeeBearer } from '../../../domain/fees.ts';
import { businessNameError, categoryError, logoUrlError, type MerchantProfile } from '../../../domain/merchant-profile.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { ApiErrorDetail } from '../../../domain/api-contract.ts';
import type { Db } from '../../db/client.ts';
import type { MerchantProfileRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { ensureSampleUser } from '../auth/demo-merchant.service.ts';
import { findMerchantProfile, findSampleMerchant, upsertMerchantProfile } from './merchants.queries.ts';

export interface MerchantProfileInput {
  businessName: string;
  category: string;
  logoUrl?: string | null;
  feeBearer?: FeeBearer;
}

export function toMerchantProfile(row: MerchantProfileRow): MerchantProfile {
  return { businessName: row.businessName, category: row.category, logoUrl: row.logoUrl, feeBearer: row.feeBearer };
}

function validate(input: MerchantProfileInput): void {
  const details: ApiErrorDetail[] = [];
  const checks: [string, string | undefined][] = [
    ['businessName', businessNameError(input.businessName)],
    ['category', categoryError(input.category)],
    ['logoUrl', logoUrlError(input.logoUrl ?? null)],
  ];
  for (const [field, message] of checks) if (message) details.push({ field, message });
  if (details.length > 0) throw new DomainError(ERROR_CODES.invalidInput, details[0]?.message ?? 'Invalid business profile', { details: details });
}

export async function getMerchantProfile(db: Db, userId: string): Promise<MerchantProfileRow | undefined> {
  return findMerchantProfile(db, userId);
}

export async function saveMerchantProfile(db: Db, userId: string, input: MerchantProfileInput, at: Date): Promise<MerchantProfileRow> {
  validate(input);
  const existing = await findMerchantProfile(db, userId);
  return upsertMerchantProfile(db, {
    userId,
    businessName: input.businessName.trim(),
    category: input.category.trim(),
    logoUrl: input.logoUrl === undefined ? (existing?.logoUrl ?? null) : input.logoUrl || null,
    feeBearer: input.feeBearer ?? existing?.feeBearer ?? 'merchant',
    createdAt: existing?.createdAt ?? at,
    updatedAt: at,
  });
}

export interface SampleMerchant {
  sampleKey: string;
  phone: string;
  ownerName: string;
  businessName: string;
  category: string;
}

/** Local mode: a sample merchant as a real user with a business profile, once per installation. */
export async function ensureSampleMerchant(db: Db, sample: SampleMerchant, at: Date): Promise<MerchantProfileRow> {
  const existing = await findSampleMerchant(db, sample.sampleKey);
  if (existing) return existing;
  const { userId } = await ensureSampleUser(db, { phone: sample.phone, fullName: sample.ownerName }, at);
  return upsertMerchantProfile(db, {
    userId,
    businessName: sample.businessName,
    category: sample.category,
    sampleKey: sample.sampleKey,
    createdAt: at,
    updatedAt: at,
  });
}

export function createMerchantsService(db: Db, now: () => Date) {
  return {
    async get(userId: string): Promise<MerchantProfile> {
      const row = await findMerchantProfile(db, userId);
      if (!row) throw new DomainError(ERROR_CODES.notFound, 'You have no business profile yet');
      return toMerchantProfile(row);
    },
    async save(userId: string, input: MerchantProfileInput): Promise<MerchantProfile> {
      return toMerchantProfile(await saveMerchantProfile(db, userId, input, now()));
    },
  };
}

export type MerchantsService = ReturnType<typeof createMerchantsService>;
