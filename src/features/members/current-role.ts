import { memberMay, type MemberPermission, type MemberRole } from '../../../domain/members.ts';
import { currentBusiness } from '../../lib/business.ts';
import { useBusinesses } from './api/members.ts';

/**
 * The person's role in the business this device acts for (issue 35): the business picked in the
 * switcher, else their own, else their only one. Owner while unknown (the server decides anyway).
 */
export function useCurrentRole(): { role: MemberRole; businessName: string | null; may: (permission: MemberPermission) => boolean } {
  const businesses = useBusinesses();
  const items = businesses.data ?? [];
  const picked = currentBusiness();
  const acting = items.find((item) => item.merchantId === picked) ?? items.find((item) => item.own) ?? (items.length === 1 ? items[0] : undefined);
  const role: MemberRole = acting?.role ?? 'owner';
  return { role, businessName: acting?.businessName ?? null, may: (permission) => memberMay(role, permission) };
}
