/**
 * Tuya's error messages (its documented error code table), so the simulator and the fake cloud answer
 * with the very texts the real cloud uses.
 */
export const TUYA_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  500: 'system error',
  1000: 'data not exist',
  1001: 'secret invalid',
  1002: 'access_token is null',
  1003: 'grant type invalid',
  1004: 'sign invalid',
  1005: 'clientId invalid',
  1010: 'token is expired',
  1011: 'token invalid',
  1012: 'token status invalid',
  1013: 'request time is invalid',
  1100: 'param is empty',
  1101: 'params range invalid',
  1102: 'param is null',
  1103: 'commands issue error',
  1104: 'type is incorrect',
  1105: 'missing the header',
  1106: 'permission deny',
  1107: 'code invalid',
  1108: 'uri path invalid',
  1109: 'param illegal',
  1110: 'concurrent request over limit',
  1111: 'system busy',
  1113: 'repeated operation in a short time',
  1199: 'requests too frequent',
  2001: 'device is offline',
  2003: 'function not support',
  2008: 'command or value not support',
  2009: 'not support this device',
  2010: 'device not exist',
};

export const tuyaMessage = (code: number): string => TUYA_ERROR_MESSAGES[code] ?? 'unknown error';
