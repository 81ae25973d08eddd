import type { LightMyRequestResponse } from 'fastify';

/**
 * What is wrong with a 4xx answer's body, or null when it is the standard problem
 * (docs/product.md#errors): application/problem+json with type, title, message and the answer's status.
 */
export function problemIssue(res: LightMyRequestResponse): string | null {
  if (res.statusCode < 400 || res.statusCode >= 500) return null;
  if (!String(res.headers['content-type']).startsWith('application/problem+json'))
    return `content-type ${res.headers['content-type']}`;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return 'a body that is not JSON';
  }
  const shaped =
    typeof body.type === 'string' &&
    typeof body.title === 'string' &&
    body.status === res.statusCode &&
    typeof body.message === 'string';
  return shaped ? null : `a body out of the problem shape: ${res.body.slice(0, 200)}`;
}
