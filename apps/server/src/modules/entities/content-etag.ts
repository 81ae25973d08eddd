import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The browser keeps the answer but asks again each time; the ETag makes that question cheap. */
const REVALIDATE = 'private, no-cache';

/** Whether an If-None-Match header names this (weak) entity tag, or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tag = etag.slice(2); // weak comparison: W/"x" and "x" are the same tag
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || (t.startsWith('W/') ? t.slice(2) : t) === tag);
}

/**
 * Tags an answer with a weak ETag of its content (hashed, so it is the same on every instance and
 * after a restart, and changes with any write) and Cache-Control `private, no-cache`. True when the
 * request already holds this content: the caller then answers 304 without a body.
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, content: unknown): boolean {
  const hash = createHash('sha1').update(JSON.stringify(content)).digest('base64url');
  const etag = `W/"${hash}"`;
  reply.header('etag', etag).header('cache-control', REVALIDATE);
  return matches(request.headers['if-none-match'], etag);
}
