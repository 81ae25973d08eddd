import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';
import { entityKeys } from './entity-query-keys';

/** One choice of a relation select: the target's id and its display fields joined by spaces. */
export interface RelationOption {
  id: number;
  label: string;
}

/** Which select asks: the target, and the relation (`<entity>.<relation>`) whose display fields label the options. */
export interface RelationRef {
  target: string;
  relation: string;
}

/** How many options one search returns. */
export const RELATION_OPTIONS_SIZE = 20;

/** GET api/relation-options/{target}?search=&size=20&relation=: the first matches of a typed text. */
export const searchRelationOptions = (
  ref: RelationRef,
  search: string,
  signal?: AbortSignal,
): Promise<RelationOption[]> =>
  typedApi.get('/api/relation-options/{target}', {
    path: { target: ref.target },
    query: { search: search.trim() || undefined, size: RELATION_OPTIONS_SIZE, relation: ref.relation },
    signal,
  });

/** GET api/relation-options/{target}?ids=1,2&relation=: the labels of the current values. */
export const relationLabels = (
  ref: RelationRef,
  ids: number[],
  signal?: AbortSignal,
): Promise<RelationOption[]> =>
  typedApi.get('/api/relation-options/{target}', {
    path: { target: ref.target },
    query: { ids: ids.join(','), relation: ref.relation },
    signal,
  });

export const relationOptionsQueryOptions = (ref: RelationRef, search: string) =>
  queryOptions({
    queryKey: [...entityKeys.options(ref.target), ref.relation, 'search', search.trim()],
    queryFn: ({ signal }) => searchRelationOptions(ref, search, signal),
    placeholderData: keepPreviousData,
  });

export const relationLabelsQueryOptions = (ref: RelationRef, ids: number[]) =>
  queryOptions({
    queryKey: [...entityKeys.options(ref.target), ref.relation, 'ids', ids],
    queryFn: ({ signal }) => relationLabels(ref, ids, signal),
  });

export const useRelationOptions = (ref: RelationRef, search: string, enabled: boolean) =>
  useQuery({ ...relationOptionsQueryOptions(ref, search), enabled });

export function useRelationLabel(ref: RelationRef, id: number | null) {
  const query = useQuery({
    ...relationLabelsQueryOptions(ref, id === null ? [] : [id]),
    enabled: id !== null,
  });
  return { label: query.data?.find((option) => option.id === id)?.label, isLoading: query.isLoading };
}
