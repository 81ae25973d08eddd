/**
 * What no log line may carry, whatever wrote it (a route, a serializer, an error's message or stack,
 * Fastify's own lines): an e-mail address (a consumer's, which must be gone from everywhere once it
 * is erased) and the values of a URL's query (e-mail addresses, keys, tokens). Applied to each
 * finished line on its way to the log stream, so a future route or framework message cannot leak one.
 */

/** An e-mail address, also percent-encoded in a path (`x%40y.it`). */
const EMAIL = /[\w.!#$'*+^`{|}~%-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** A path followed by its query; stops at the end of a JSON string or a blank. */
const QUERY = /(\/[^\s"\\?#]*)\?([^\s"\\#]*)/g;
const MAX_LOGGED_URL = 2000;

export const EMAIL_MARK = '[email]';

export function withoutEmails(text: string): string {
  return text.includes('@') || text.includes('%40') ? text.replace(EMAIL, EMAIL_MARK) : text;
}

/** A query string reduced to the names of its parameters (each once). */
function queryNames(query: string): string {
  const names = [...new Set(new URLSearchParams(query).keys())].filter(Boolean);
  return names.map((name) => encodeURIComponent(withoutEmails(name))).join('&');
}

/**
 * A URL as any log line shows it: e-mail addresses in the path replaced with `[email]`, the query
 * reduced to its parameter names, and cut when very long.
 */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  const path = withoutEmails(q >= 0 ? url.slice(0, q) : url);
  const names = q >= 0 ? queryNames(url.slice(q + 1)) : '';
  const out = names ? `${path}?${names}` : path;
  return out.length > MAX_LOGGED_URL ? `${out.slice(0, MAX_LOGGED_URL)}…(${out.length} chars)` : out;
}

/** A finished (JSON) log line without e-mail addresses or query values anywhere in it. */
export function scrubLogLine(line: string): string {
  let out = withoutEmails(line);
  if (out.includes('?'))
    out = out.replace(QUERY, (whole, path: string, query: string) =>
      query.includes('=') ? (queryNames(query) ? `${path}?${queryNames(query)}` : path) : whole,
    );
  return out;
}

/** A log destination that scrubs each line (scrubLogLine) before `destination` writes it. */
export function scrubbingStream(destination: { write(line: string): unknown }): {
  write(line: string): void;
} {
  return {
    write(line: string) {
      destination.write(scrubLogLine(line));
    },
  };
}
