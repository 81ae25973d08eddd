import type { TFunction } from 'i18next';
import { parseTimerCategory, type BulkAction } from '@app/contracts';

/** A timer category in words: ours by kind and group ('Accensione/spegnimento, gruppo 1'), another as it is. */
function categoryText(t: TFunction, category: string): string {
  const ours = parseTimerCategory(category);
  return ours ? t(`deviceManagement.timers.categories.${ours.kind}`, { group: ours.group }) : category;
}

/** What a job does to every device, in words (the job page's "Operation"). */
export function describeAction(t: TFunction, action: BulkAction): string {
  switch (action.kind) {
    case 'timers': {
      const count = action.timers.reduce((n, timer) => n + timer.instruct.length, 0);
      const categories = [...new Set(action.timers.map((timer) => categoryText(t, timer.category)))].join(
        ', ',
      );
      const adds = t('bulkJobs.action.timers', { count, categories });
      return action.removeOld ? `${t('bulkJobs.action.timersRemoveOld')} ${adds}` : adds;
    }
    case 'commands':
      return t('bulkJobs.action.commands', {
        commands: action.commands.map((c) => `${c.code} = ${String(c.value)}`).join(', '),
      });
    case 'deleteTimers':
      if (action.group !== undefined)
        return t('bulkJobs.action.deleteGroup', { group: action.group, category: action.category ?? '' });
      if (action.category !== undefined)
        return t('bulkJobs.action.deleteCategory', { category: action.category });
      return t('bulkJobs.action.deleteAll');
  }
}
