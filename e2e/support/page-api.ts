import type { Page } from 'playwright-core';

/**
 * GET `path` from inside the page with the token the app stored at sign-in (localStorage with
 * "remember me", sessionStorage otherwise): what the signed-in user's own calls would be answered.
 * Gives the status and the JSON body (null for an empty or non-JSON answer); null when nobody is
 * signed in, without a call (a 401 would be a console error, which the tests fail on).
 */
export const pageGet = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const token =
      localStorage.getItem('jhi-authenticationToken') ?? sessionStorage.getItem('jhi-authenticationToken');
    if (!token) return null;
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const json = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: json ? ((await response.json()) as unknown) : null };
  }, path);

/** The JSON answer of GET `path` as the page's signed-in user; fails when nobody is or the answer is no 2xx. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await pageGet(page, path);
  if (!answer) throw new Error(`GET ${path}: nobody is signed in`);
  if (answer.status < 200 || answer.status > 299) throw new Error(`GET ${path}: ${answer.status}`);
  return answer.body as T;
}
