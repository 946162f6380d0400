/**
 * The public receipt's rules shared by the server and the page (issue 17): the link's token shape.
 * Its error codes are in ./errors.ts (receiptNotFound, receiptNotAvailable); the wire schema is
 * ./api/receipts.ts.
 */

/** 16 base64url characters (server/modules/receipts/receipt-token.ts says why a token at all). */
export const RECEIPT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{16}$';
