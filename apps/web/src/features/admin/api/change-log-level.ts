import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogLevel } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { loggersQueryOptions } from './get-loggers';

/** POST management/loggers/{name} {configuredLevel}; the list is fetched again after. */
export function changeLogLevel(input: { name: string; level: LogLevel | null }): Promise<void> {
  return typedApi.post('/management/loggers/{name}', {
    path: { name: input.name },
    body: { configuredLevel: input.level },
  });
}

export function useChangeLogLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeLogLevel,
    onSettled: () => client.invalidateQueries({ queryKey: loggersQueryOptions().queryKey }),
  });
}
