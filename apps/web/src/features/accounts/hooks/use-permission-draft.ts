import { useState } from 'react';
import { CRUD_OPERATIONS, type CrudOperation } from '@app/contracts';
import { sameSwitches, type Switches } from '../utils/permission-flags';

/** A row of a permission sheet as the draft sees it (service level or address level). */
export interface DraftLine {
  /** The service code: the key of the row's draft. */
  code: string;
  /** The switches as stored (or the default, full permission, without a record). */
  start: Switches;
  /** The operations the grantor may not grant: disabled, and switched off in every draft. */
  refused: Set<CrudOperation>;
  /** The caller may write this row's record (create without one, update with one). */
  editable: boolean;
}

const ALL_OPERATIONS = new Set<CrudOperation>(CRUD_OPERATIONS);

/**
 * The unsaved switches of the service and address permission pages: a draft per changed row, the
 * rows whose draft differs from what is stored, and the "saved" alert. Saving clears the drafts.
 */
export function usePermissionDraft<L extends DraftLine>(lines: readonly L[]) {
  const [drafts, setDrafts] = useState<Record<string, Switches>>({});
  const [saved, setSaved] = useState(false);

  const switchesOf = (line: L): Switches => drafts[line.code] ?? line.start;
  const isChanged = (line: L) => !sameSwitches(switchesOf(line), line.start);

  return {
    saved,
    /** What a PermissionRow shows of the line: its switches, whether changed, which are disabled. */
    rowState: (line: L) => ({
      switches: switchesOf(line),
      changed: isChanged(line),
      disabled: line.editable ? line.refused : ALL_OPERATIONS,
    }),
    /** The lines to write, each with the switches of its draft. */
    changed: lines.filter(isChanged).map((line) => ({ line, switches: switchesOf(line) })),
    toggle: (code: string, operation: CrudOperation, on: boolean) => {
      const line = lines.find((l) => l.code === code);
      if (!line) return;
      setSaved(false);
      const next = { ...switchesOf(line), [operation]: on };
      // A record the caller writes can hold only what it may grant: those switches go off with it.
      for (const op of line.refused) next[op] = false;
      setDrafts({ ...drafts, [code]: next });
    },
    undo: () => setDrafts({}),
    dismissSaved: () => setSaved(false),
    /** After a successful save: the drafts go, the saved alert shows. */
    markSaved: () => {
      setDrafts({});
      setSaved(true);
    },
  };
}
