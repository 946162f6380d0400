/**
 * The public receipt's rules shared by the server and the page (issue 17): the link's token shape
 * and the error codes the page tells apart. The wire schema is ./api/receipts.ts.
 */

/** 16 base64url characters (server/modules/receipts/receipt-token.ts says why a token at all). */
export const RECEIPT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{16}$';

/** Unknown payment or wrong token: one answer for both, so the page is no oracle. */
export const RECEIPT_NOT_FOUND = 'receipt_not_found';
/** The link is right but the payment has not completed: no receipt. */
export const RECEIPT_NOT_AVAILABLE = 'receipt_not_available';
