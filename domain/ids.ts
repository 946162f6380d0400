/** Ids the API gives out (users, merchants, payments, links, ledger rows) are UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a whole UUID in any case; false for anything else, including one inside other text. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
