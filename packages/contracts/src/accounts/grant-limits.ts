/**
 * Grants within the grantor's own means (docs/product.md#iot-limits-and-quota, decision 013): an account user who
 * creates or changes an account may give it at most its own monthly IoT request quota and a
 * status polling no faster (no fewer seconds between polls) than its own. Super users are not
 * limited: the server does not call these rules for them.
 */
export interface IotSettings {
  /** Seconds between two status polls of the account's devices: fewer = faster = costlier. */
  iotStatusFrequency: number;
  /** IoT provider calls the account may make in a month. */
  maxIotRequestPerMonth: number;
}

/** A new account's settings when the request names none (decision 006). */
export const DEFAULT_IOT_SETTINGS: Readonly<IotSettings> = {
  iotStatusFrequency: 3600,
  maxIotRequestPerMonth: 1_000_000,
};

/** The field error message (an i18n key) of each setting given beyond the grantor's own. */
export const IOT_GRANT_MESSAGES: Readonly<Record<keyof IotSettings, string>> = {
  maxIotRequestPerMonth: 'error.grantquotaaboveown',
  iotStatusFrequency: 'error.grantfrequencyaboveown',
};

export interface IotGrantViolation {
  field: keyof IotSettings;
  /** i18n key of the field error. */
  message: string;
  /** The grantor's own value: the most it may give. */
  limit: number;
}

/**
 * The settings of `granted` that go beyond the grantor's own, in a fixed order (quota, then
 * frequency). A setting left out, or left as it is on the account (`current`: a higher level may
 * have set it beyond this grantor's means), is not this grantor's grant and is not checked.
 */
export function iotGrantViolations(
  grantor: IotSettings,
  granted: Partial<IotSettings>,
  current?: Partial<IotSettings>,
): IotGrantViolation[] {
  const given = (field: keyof IotSettings): number | undefined => {
    const value = granted[field];
    return value === undefined || value === current?.[field] ? undefined : value;
  };
  const violations: IotGrantViolation[] = [];
  const quota = given('maxIotRequestPerMonth');
  if (quota !== undefined && quota > grantor.maxIotRequestPerMonth)
    violations.push({
      field: 'maxIotRequestPerMonth',
      message: IOT_GRANT_MESSAGES.maxIotRequestPerMonth,
      limit: grantor.maxIotRequestPerMonth,
    });
  const frequency = given('iotStatusFrequency');
  if (frequency !== undefined && frequency < grantor.iotStatusFrequency)
    violations.push({
      field: 'iotStatusFrequency',
      message: IOT_GRANT_MESSAGES.iotStatusFrequency,
      limit: grantor.iotStatusFrequency,
    });
  return violations;
}

/**
 * The settings of a new account the request leaves out: the defaults, brought within the
 * grantor's means (a grantor with 500,000 requests gives 500,000, not the default 1,000,000).
 * Without a grantor (a super user) the plain defaults.
 */
export function defaultIotSettings(grantor?: IotSettings): IotSettings {
  if (!grantor) return { ...DEFAULT_IOT_SETTINGS };
  return {
    iotStatusFrequency: Math.max(DEFAULT_IOT_SETTINGS.iotStatusFrequency, grantor.iotStatusFrequency),
    maxIotRequestPerMonth: Math.min(
      DEFAULT_IOT_SETTINGS.maxIotRequestPerMonth,
      grantor.maxIotRequestPerMonth,
    ),
  };
}
