/** Tables of the auth area; see the migration that creates them in ../migrations. */
export {};
