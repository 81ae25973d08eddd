import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type AccountDto, type AlertRuleDto, type AlertRuleInput } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { alarmKeys } from '../../../lib/alarms/alarms-by-device';
import { alertRuleKeys } from '../../../lib/alarms/alarm-sites';

/**
 * POST api/alert-rules (create) or PUT api/alert-rules/{id} (edit). The form says a refusal itself
 * (a 403 there is about the chosen account or site, not the session: it must not sign out).
 */
export const saveAlertRule = (input: AlertRuleInput, id?: number): Promise<AlertRuleDto> =>
  id === undefined
    ? typedApi.post('/api/alert-rules', { body: input, globalHandling: false })
    : typedApi.put('/api/alert-rules/{id}', { path: { id }, body: input, globalHandling: false });

/** DELETE api/alert-rules/{id}: its alarms stay (rule id set null, the rule's name kept). */
export const deleteAlertRule = (id: number) =>
  typedApi.delete('/api/alert-rules/{id}', { path: { id }, globalHandling: false });

function useRefreshRules() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: alertRuleKeys.all }),
      client.invalidateQueries({ queryKey: alarmKeys.all }),
    ]);
  };
}

export function useSaveAlertRule() {
  const refresh = useRefreshRules();
  return useMutation({
    mutationFn: ({ input, id }: { input: AlertRuleInput; id?: number }) => saveAlertRule(input, id),
    onSuccess: refresh,
  });
}

export function useDeleteAlertRule() {
  const refresh = useRefreshRules();
  return useMutation({ mutationFn: deleteAlertRule, onSuccess: refresh });
}

/** An account as the scope select shows it. */
export interface AccountChoice {
  id: number;
  label: string;
}

const accountLabel = (a: AccountDto) => a.comPartnerAccount?.businessName || a.user?.login || `#${a.id}`;

/**
 * The accounts a rule may be given: the caller's own account and its children (GET
 * api/user-accounts/uuid/parent/{uuid}, the accounts area's call, the first 100).
 */
export const ruleAccountsQueryOptions = (own: AccountDto | undefined) =>
  queryOptions({
    queryKey: ['alert-rules', 'accounts', own?.uuid ?? ''] as const,
    queryFn: async ({ signal }): Promise<AccountChoice[]> => {
      if (!own) return [];
      // Without the right to list accounts the own account is still a choice.
      const children = await typedApi
        .get('/api/user-accounts/uuid/parent/{uuid}', {
          path: { uuid: own.uuid },
          query: { page: 0, size: 5 * DEFAULT_PAGE_SIZE, sort: 'id,asc' },
          signal,
          globalHandling: false,
        })
        .catch(() => []);
      return [own, ...(Array.isArray(children) ? children : [])].map((a) => ({
        id: a.id,
        label: accountLabel(a),
      }));
    },
    staleTime: 60_000,
  });

export const useRuleAccounts = (own: AccountDto | undefined) =>
  useQuery({ ...ruleAccountsQueryOptions(own), enabled: own !== undefined && !!own.uuid });
