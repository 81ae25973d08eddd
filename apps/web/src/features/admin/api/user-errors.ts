import type { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';

/** Refusals of user management that the global handler has no words for: shown with this area's texts. */
const OWN_ERRORS = ['selflockout', 'selfdelete', 'userinuse'];

export const isOwnUserError = (error: ApiError) =>
  error.status === 400 && OWN_ERRORS.includes(error.errorKey ?? '');

export function notifyOwnUserError(error: unknown) {
  const key = (error as ApiError | undefined)?.errorKey;
  if (key && OWN_ERRORS.includes(key)) notifyError(i18n.t(`userManagement.errors.${key}`));
}
