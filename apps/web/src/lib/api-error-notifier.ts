import type { FieldError } from '@app/contracts';
import { clearToken } from './auth/token-storage';
import { isApiError, readAlertHeaders, type ApiError } from './api-error';
import { formatDateTimeFull } from './formatters';
import { i18n } from './i18n';
import { notifyError, notifySuccess } from './notify';
import { queryClient } from './query-client';
import { QUOTA_QUERY_KEY } from './quota-query-key';

/**
 * The global handling of a failed call (docs/product.md#errors), in one place: the api client calls
 * `handleApiError` for every failure and `handleSuccessAlert` for every success.
 */
const SIZE_CONSTRAINTS = ['Min', 'Max', 'DecimalMin', 'DecimalMax', 'Length'];
const GATEWAY_STATUSES = [502, 503, 504];

const t = (key: string | string[], options?: Record<string, unknown>): string => i18n.t(key, options);

/** Whether the caller shows this error itself (the toast then stays quiet). */
export type SilentOption = boolean | ((error: ApiError) => boolean);

export function handleApiError(error: ApiError, silent: SilentOption = false): void {
  const quiet = typeof silent === 'function' ? silent(error) : silent;
  // Refused for the monthly quota: the quota banner reads again now, not at its next 5-minute read.
  if (error.errorKey === 'iotquotadepleted')
    void queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });
  if (error.status === 401 || error.status === 403) {
    clearToken();
    const isSessionCall = error.status === 401 && error.method === 'GET' && error.path === '/api/account';
    if (!isSessionCall && !quiet) notifyError(t('login.error.unauthorized'));
    return;
  }
  if (quiet) return;
  for (const { text, title } of describeApiError(error)) notifyError(text, title);
}

/** A success alert header (X-<app>-alert: purifierApp.nation.created) becomes a success toast. */
export function handleSuccessAlert(headers: Headers): void {
  const { alert, params } = readAlertHeaders(headers);
  if (alert) notifySuccess(t(alert, { param: params, defaultValue: alert }));
}

interface Message {
  text: string;
  title?: string;
}

/** The messages a failed call produces, translated in the current language. */
export function describeApiError(error: ApiError): Message[] {
  const body = error.body;
  switch (error.status) {
    case 0:
      return [{ text: t('error.server.not.reachable') }];
    case 400: {
      const { error: errorHeader, params: entity } = error.alertHeaders;
      if (errorHeader) {
        const entityName = entity ? t(`global.menu.entities.${entity}`, { defaultValue: entity }) : '';
        return [
          {
            text: t(errorHeader, { ...error.params, entityName, defaultValue: body?.detail ?? errorHeader }),
          },
        ];
      }
      if (error.fieldErrors.length > 0) return error.fieldErrors.map(describeFieldError);
      if (body?.message) return [{ text: translateMessage(body.message, error) }];
      return [{ text: fallbackText(error) }];
    }
    case 404:
      return [{ text: t('error.url.not.found') }];
    default: {
      // A proxy's gateway error without a problem body: the API server itself is down.
      if (GATEWAY_STATUSES.includes(error.status) && !body)
        return [{ text: t('error.server.not.reachable') }];
      if (body?.detail?.startsWith('Already exists')) return [{ text: body.detail }];
      if (body?.message) return [{ text: translateMessage(body.message, error) }];
      return [{ text: fallbackText(error) }];
    }
  }
}

function translateMessage(message: string, error: ApiError): string {
  return t(message, {
    ...displayParams(error.params),
    defaultValue: error.body?.detail ?? error.body?.title ?? message,
  });
}

/** Instants the server sends as ISO (the quota's `renewsAt`) shown as DD/MM/YYYY HH:mm. */
function displayParams(params: Record<string, unknown>): Record<string, unknown> {
  const renewsAt = params.renewsAt;
  return typeof renewsAt === 'string' ? { ...params, renewsAt: formatDateTimeFull(renewsAt) } : params;
}

/**
 * The text of a failed operation the caller reports itself (a command, a timer change): the
 * server's own message when it sent one this client knows (the device is offline, the monthly quota
 * is used up until …), else `fallback` ("Operation failed. Try again.").
 */
export function failureText(error: unknown, fallback: string): string {
  const message = isApiError(error) ? error.body?.message : undefined;
  if (!isApiError(error) || !message || !i18n.exists(message)) return fallback;
  return translateMessage(message, error);
}

function fallbackText(error: ApiError): string {
  if (error.body?.detail) return error.body.detail;
  if (error.status >= 400 && i18n.exists(`error.http.${error.status}`))
    return t(`error.http.${error.status}`);
  return t('error.unknown');
}

function describeFieldError(fieldError: FieldError): Message {
  const constraint = SIZE_CONSTRAINTS.includes(fieldError.message) ? 'Size' : fieldError.message;
  const field = fieldError.field.replace(/\[\d*\]/g, '[]');
  const fieldName = t([`purifierApp.${fieldError.objectName}.${field}`, `global.field.${field}`], {
    defaultValue: field,
  });
  // The server sends either a constraint name (NotNull, Size, Pattern ...) or an i18n key.
  const text = constraint.includes('.')
    ? t(constraint, { defaultValue: constraint })
    : t(`error.${constraint}`, { defaultValue: constraint });
  return { title: t('error.field', { fieldName }), text };
}
