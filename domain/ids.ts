/** Ids the API gives out (users, merchants, payments, links, ledger rows) are UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a whole UUID in any case; false for anything else, including one inside other text. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The nil UUID: what an address's id that is not a UUID is read as, so it is simply not found. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * An id taken from an address (`/pay/{merchantId}?link=…`), as the checkout reads it on the server
 * (server/plugins/checkout-page.ts) and in the app (src/app/routes/pay-merchant.tsx) alike: the
 * two must look up the same records, or the server's page and the app's render would differ.
 */
export function idFromAddress(value: string): string {
  return isUuid(value) ? value : NIL_UUID;
}
