import type { FastifyReply, FastifyRequest } from 'fastify';

const SORT_ENTRY = /^[A-Za-z0-9_.]{1,64}(,(asc|desc))?$/;
const MAX_SORT_ENTRIES = 10;

/**
 * The sort entries of the request as the list accepted them (property,direction), each once and
 * at most ten: the only part of the query a link repeats.
 */
function sortEntries(request: FastifyRequest): string[] {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const entries = new URLSearchParams(search).getAll('sort').filter((s) => SORT_ENTRY.test(s));
  return [...new Set(entries)].slice(0, MAX_SORT_ENTRIES);
}

/**
 * x-total-count and a JHipster-style Link header (next, prev, last, first) for a page of a list.
 * The links are rebuilt from the paging parameters only (page, size, sort): whatever else the query
 * carried (filters, thousands of ids) is not echoed, so the header stays small.
 */
export function setPaginationHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: number,
  size: number,
  total: number,
) {
  reply.header('x-total-count', String(total));
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const path = request.url.split('?')[0] ?? '/';
  const sort = sortEntries(request);
  const link = (p: number, rel: string) => {
    const query = new URLSearchParams({ page: String(p), size: String(size) });
    for (const s of sort) query.append('sort', s);
    return `<${path}?${query.toString()}>; rel="${rel}"`;
  };
  const links = [];
  if (page < lastPage) links.push(link(page + 1, 'next'));
  if (page > 0) links.push(link(page - 1, 'prev'));
  links.push(link(lastPage, 'last'), link(0, 'first'));
  reply.header('link', links.join(','));
}
