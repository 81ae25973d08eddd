import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttentionRowDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { healthKeys } from './get-fleet-health';

/** Rows per page of the 'needs attention' table. */
export const ATTENTION_PAGE_SIZE = 20;

export interface AttentionPage {
  rows: AttentionRowDto[];
  /** x-total-count */
  total: number;
}

/**
 * GET api/fleet/attention?page&size&sort: the accounts of the caller's subtree that own devices, with
 * score, main reasons and device count (page 1-based here, page - 1 on the wire).
 */
export function getAttention(page: number, sort: string, signal?: AbortSignal): Promise<AttentionPage> {
  return typedApi.page('/api/fleet/attention', {
    query: { page: page - 1, size: ATTENTION_PAGE_SIZE, sort },
    signal,
  });
}

export const attentionQueryOptions = (page: number, sort: string) =>
  queryOptions({
    queryKey: healthKeys.attention(page, sort),
    queryFn: ({ signal }) => getAttention(page, sort, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useAttention = (page: number, sort: string, enabled: boolean) =>
  useQuery({ ...attentionQueryOptions(page, sort), enabled });
