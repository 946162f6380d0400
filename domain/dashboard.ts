/**
 * Former grab bag of the dashboard's wire types, split by what it held (issue 38):
 * domain/transactions.ts, domain/linked-accounts.ts, domain/pending-payments.ts. Import from those;
 * this file only re-exports them so branches written against it still build, and goes once no
 * file imports it.
 */
export * from './transactions.ts';
export * from './linked-accounts.ts';
export * from './pending-payments.ts';
