/**
 * The version of the privacy notice and terms the consumer page shows. The registration records
 * which version was accepted and when; change it whenever the texts change (docs/decisions/023).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-24';

/** The consumer page offers the models whose name holds one of these codes (part 2 §3). */
export const CONSUMER_MODEL_CODES = ['554', '555', '556'] as const;

/** The code of a consumer model, from its name; null for other models. */
export function consumerModelCode(name: string | null | undefined): string | null {
  if (!name) return null;
  return CONSUMER_MODEL_CODES.find((code) => name.includes(code)) ?? null;
}

/** A purchase date a consumer may give: a real day, not in the future, not before 2000. */
export function purchaseDateIssue(isoDate: string, today: string): 'future' | 'tooOld' | null {
  if (isoDate > today) return 'future';
  if (isoDate < '2000-01-01') return 'tooOld';
  return null;
}
