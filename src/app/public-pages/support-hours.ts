/** SPEC §9: support hours, as shown on /help, /support and /contact. */
export const SUPPORT_HOURS = 'Monday to Friday, 8AM-6PM GMT';
