import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/**
 * Who may scrape management/prometheus besides an administrator (docs/decisions/042): a bearer
 * token of its own, and addresses let in without one. config.ts merges `metricsEnvShape` into the
 * one environment schema, so a bad value is reported with the others.
 */
export interface MetricsConfig {
  /** METRICS_TOKEN: `Authorization: Bearer <token>` opens the scrape; unset = no scrape token. */
  scrapeToken?: string;
  /** METRICS_ALLOW: addresses/CIDRs whose scrapes need no token, matched on the client address. */
  scrapeAllow: string[];
}

/** A comma-separated list of addresses, CIDRs or proxy-addr's names (`loopback`...); null if one is not. */
export function parseAddressList(value: string): string[] | null {
  const list = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  try {
    // The matcher the route uses: what it cannot compile is refused here, at start.
    proxyAddr.compile(list);
    return list;
  } catch {
    return null;
  }
}

export const metricsEnvShape = {
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  METRICS_ALLOW: z
    .string()
    .transform((v, ctx) => {
      const list = parseAddressList(v);
      if (list === null)
        ctx.addIssue({
          code: 'custom',
          message: 'must be a comma-separated list of IP addresses or CIDRs (10.0.0.5,10.1.0.0/16)',
        });
      return list ?? [];
    })
    .optional(),
};

export function metricsConfigFrom(e: { METRICS_TOKEN?: string; METRICS_ALLOW?: string[] }): MetricsConfig {
  return { ...(e.METRICS_TOKEN ? { scrapeToken: e.METRICS_TOKEN } : {}), scrapeAllow: e.METRICS_ALLOW ?? [] };
}
