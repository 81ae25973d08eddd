import { data, type LoaderFunctionArgs } from 'react-router';

const RECORD_ID = /^[1-9]\d{0,15}$/;

/**
 * A route loader: the path's `{id}` (and `{cid}`) must be record ids when present; anything else
 * (/tab-city/new, /nation/abc, /accounts/x) is the not-found page.
 */
export function requireRecordIds({ params }: LoaderFunctionArgs) {
  for (const name of ['id', 'cid'] as const) {
    const value = params[name];
    if (value !== undefined && !RECORD_ID.test(value)) throw data(null, { status: 404 });
  }
  return null;
}
