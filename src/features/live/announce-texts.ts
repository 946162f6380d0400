/**
 * What the phone says when money arrives (issue 17), one table per language so Krio can be added
 * beside English: a new entry with its texts and the speech voice's language tag.
 */
export type AnnounceLanguage = 'en';

export interface ArrivalFacts {
  /** Formatted, e.g. "Le 25,000". */
  amount: string;
  /** A name only: a masked number is shown on screen but not read out. */
  payerName: string | null;
  /** A label, e.g. "Orange Money". */
  method: string | null;
}

interface AnnounceTexts {
  speechLang: string;
  spokenReceived(facts: ArrivalFacts): string;
}

export const ANNOUNCE_TEXTS: Record<AnnounceLanguage, AnnounceTexts> = {
  en: {
    speechLang: 'en-GB',
    spokenReceived: ({ amount, payerName, method }) => `Payment received. ${amount}${payerName ? ` from ${payerName}` : ''}${method ? `, by ${method}` : ''}.`,
  },
};
