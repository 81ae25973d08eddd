import { z } from 'zod';

/** GET management/loggers; levels in JHipster's spelling, OFF = pino's silent. */
export const LOG_LEVELS = ['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;

/** GET management/loggers/{name}; a logger without a configured level follows ROOT. */
export const loggerLevelsSchema = z.object({
  configuredLevel: logLevelSchema.nullable(),
  effectiveLevel: logLevelSchema,
});
export type LoggerLevels = z.infer<typeof loggerLevelsSchema>;

/** The loggers by name: ROOT and the named loggers modules created. */
export const loggersReportSchema = z.object({
  levels: z.array(logLevelSchema),
  loggers: z.record(z.string(), loggerLevelsSchema),
});
export type LoggersReport = z.infer<typeof loggersReportSchema>;

/** POST management/loggers/{name}: null gives the logger back to its parent's level. */
export const changeLogLevelSchema = z.object({ configuredLevel: logLevelSchema.nullable() });
export type ChangeLogLevel = z.infer<typeof changeLogLevelSchema>;
