/**
 * The 5-bar password strength meter (docs/product.md#field-rules).
 * score = 2 per character, +1 when length >= 10, +10 per character class present;
 * capped at 10 when length <= 6 or one class, 20 with two classes, 40 with three.
 */
export const STRENGTH_COLOURS = ['#F00', '#F90', '#FF0', '#9F0', '#0F0'] as const;

export function passwordClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

export function passwordScore(password: string): number {
  const classes = passwordClasses(password);
  let score = 2 * password.length + (password.length >= 10 ? 1 : 0) + 10 * classes;
  if (password.length <= 6 || classes === 1) score = Math.min(score, 10);
  else if (classes === 2) score = Math.min(score, 20);
  else if (classes === 3) score = Math.min(score, 40);
  return score;
}

/** Number of lit bars (1..5) for a score. */
export function strengthBars(score: number): number {
  if (score <= 10) return 1;
  if (score <= 20) return 2;
  if (score <= 30) return 3;
  if (score <= 40) return 4;
  return 5;
}

export function passwordStrength(password: string): { score: number; bars: number; colour: string } {
  const score = passwordScore(password);
  const bars = strengthBars(score);
  return { score, bars, colour: STRENGTH_COLOURS[bars - 1]! };
}
