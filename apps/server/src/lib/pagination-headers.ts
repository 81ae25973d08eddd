import type { FastifyReply, FastifyRequest } from 'fastify';

/** x-total-count and a JHipster-style Link header (next, prev, last, first) for a page of a list. */
export function setPaginationHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: number,
  size: number,
  total: number,
) {
  reply.header('x-total-count', String(total));
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const url = new URL(request.url, 'http://placeholder');
  const link = (p: number, rel: string) => {
    url.searchParams.set('page', String(p));
    url.searchParams.set('size', String(size));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [];
  if (page < lastPage) links.push(link(page + 1, 'next'));
  if (page > 0) links.push(link(page - 1, 'prev'));
  links.push(link(lastPage, 'last'), link(0, 'first'));
  reply.header('link', links.join(','));
}
