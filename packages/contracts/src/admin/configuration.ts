import { z } from 'zod';

/** How configprops and env show a secret. */
export const MASKED_VALUE = '******';

/** A setting as it is shown: its resolved value, null when unset, secrets masked. */
export const settingValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type SettingValue = z.infer<typeof settingValueSchema>;

/** One configuration bean: a concern's settings by their variable names. */
const configBeanSchema = z.object({
  prefix: z.string(),
  properties: z.record(z.string(), settingValueSchema),
});

/** GET management/configprops: JHipster's shape, contexts and beans by name. */
export const configPropsReportSchema = z.object({
  contexts: z.record(z.string(), z.object({ beans: z.record(z.string(), configBeanSchema) })),
});
export type ConfigPropsReport = z.infer<typeof configPropsReportSchema>;

/** GET management/env: the active profiles, then the settings and the runtime facts as property sources. */
export const envReportSchema = z.object({
  activeProfiles: z.array(z.string()),
  propertySources: z.array(
    z.object({
      name: z.string(),
      properties: z.record(z.string(), z.object({ value: settingValueSchema })),
    }),
  ),
});
export type EnvReport = z.infer<typeof envReportSchema>;
