import { MEMBER_ROLES, memberMay, type MemberPermission, type MemberRole } from '../../../domain/members.ts';
import { currentBusiness } from '../../lib/business.ts';
import { useBusinesses } from './api/members.ts';

/** What every role may (the business's name, its links, one's own sales): safe before the role is known. */
const mayEveryRole = (permission: MemberPermission) => MEMBER_ROLES.every((role) => memberMay(role, permission));

/**
 * The person's role in the business this device acts for (issue 35): the business picked in the
 * switcher, else their own, else their only one. Owner while unknown for a person who picked no
 * business (everyone without a team: the server decides anyway). A person acting for a picked
 * business whose role is not known yet (the list on its way) may only what every role may, so a
 * seller's phone never shows, nor asks for, the balance for a moment. `role` is null until known.
 */
export function useCurrentRole(): { role: MemberRole | null; businessName: string | null; may: (permission: MemberPermission) => boolean } {
  const businesses = useBusinesses();
  const items = businesses.data ?? [];
  const picked = currentBusiness();
  const acting = items.find((item) => item.merchantId === picked) ?? items.find((item) => item.own) ?? (items.length === 1 ? items[0] : undefined);
  if (acting === undefined && picked !== null && businesses.data === undefined) {
    return { role: null, businessName: null, may: mayEveryRole };
  }
  const role: MemberRole = acting?.role ?? 'owner';
  return { role, businessName: acting?.businessName ?? null, may: (permission) => memberMay(role, permission) };
}
