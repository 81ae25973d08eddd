import type { z } from 'zod';
import type { fieldErrorSchema, problemBodySchema } from './problem-schema';

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ProblemBody = z.infer<typeof problemBodySchema>;

export const PROBLEM_BASE_URL = 'https://www.jhipster.tech/problem';
/** Prefix of the alert headers: X-purifierApp-alert, X-purifierApp-error, X-purifierApp-params. */
export const APP_NAME = 'purifierApp';
export const APP_VERSION = '1.3.0';
