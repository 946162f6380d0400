/** Tables of the idempotency area; see the migration that creates them in ../migrations. */
export {};
