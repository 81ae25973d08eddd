import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CrudOperation, PermissionFlags } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { PermissionEditor } from '../components/permission-editor';
import { FULL_SWITCHES, recordFlags, type Switches } from '../utils/permission-flags';
import { usePermissionDraft, type DraftLine } from './use-permission-draft';

interface Line extends DraftLine {
  readOnly: boolean;
}

const switches = (on: CrudOperation[]): Switches => ({
  create: on.includes('create'),
  read: on.includes('read'),
  update: on.includes('update'),
  delete: on.includes('delete'),
});

/** Devices: no record yet (full), delete not grantable; statistics: read-only, stored; users: not editable. */
const LINES: Line[] = [
  {
    code: 'DEVICE_MANAGEMENT',
    start: FULL_SWITCHES,
    refused: new Set(['delete']),
    editable: true,
    readOnly: false,
  },
  { code: 'STATISTICS_MANAGEMENT', start: switches([]), refused: new Set(), editable: true, readOnly: true },
  {
    code: 'USER_MANAGEMENT',
    start: switches(['read']),
    refused: new Set(),
    editable: false,
    readOnly: false,
  },
];

/** The permission pages' composition: the draft behind the editor, Save writing the changed rows. */
function DraftEditor({ onSave }: { onSave: (records: { code: string; flags: PermissionFlags }[]) => void }) {
  const draft = usePermissionDraft(LINES);
  return (
    <MemoryRouter>
      <PermissionEditor
        hint=""
        rows={LINES.map((line) => ({
          code: line.code,
          name: line.code,
          readOnly: line.readOnly,
          stored: true,
          ...draft.rowState(line),
        }))}
        saved={draft.saved}
        onDismissSaved={draft.dismissSaved}
        saving={false}
        changedCount={draft.changed.length}
        onToggle={draft.toggle}
        onUndo={draft.undo}
        onSave={() => {
          onSave(
            draft.changed.map(({ line, switches: on }) => ({
              code: line.code,
              flags: recordFlags(on, line.readOnly, line.refused),
            })),
          );
          draft.markSaved();
        }}
        backHref="/"
      />
    </MemoryRouter>
  );
}

const t = (key: string) => i18n.t(key);
const toggle = (service: string, op: CrudOperation) =>
  screen.getByLabelText<HTMLInputElement>(
    `${t(`accountManagement.services.${service}`)}: ${t(`accountManagement.permissions.${op}`)}`,
  );
const changed = (service: string) => screen.getByTestId(`perm-row-${service}`).getAttribute('data-changed');
const saveButton = () => screen.getByRole('button', { name: 'Salva' });
const undoButton = () => screen.getByRole('button', { name: t('accountManagement.permissions.undo') });

function renderEditor() {
  const onSave = vi.fn<(records: { code: string; flags: PermissionFlags }[]) => void>();
  const user = userEvent.setup({ delay: null });
  render(<DraftEditor onSave={onSave} />);
  return { onSave, user };
}

describe('the permission draft', () => {
  it('starts from what is stored, with nothing to save or undo', () => {
    renderEditor();
    expect(toggle('DEVICE_MANAGEMENT', 'update').checked).toBe(true);
    expect(toggle('USER_MANAGEMENT', 'update').checked).toBe(false);
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(undoButton()).toHaveProperty('disabled', true);
  });

  it('marks a row changed while its switches differ from the stored ones, and only then', async () => {
    const { user } = renderEditor();
    await user.click(toggle('DEVICE_MANAGEMENT', 'update'));
    expect(changed('DEVICE_MANAGEMENT')).toBe('true');
    expect(saveButton()).toHaveProperty('disabled', false);
    await user.click(toggle('STATISTICS_MANAGEMENT', 'read'));
    await user.click(toggle('STATISTICS_MANAGEMENT', 'read'));
    expect(changed('STATISTICS_MANAGEMENT')).toBe('false');
  });

  it('disables what the grantor may not grant, and a row it may not write at all', () => {
    renderEditor();
    expect(toggle('DEVICE_MANAGEMENT', 'delete').disabled).toBe(true);
    expect(toggle('DEVICE_MANAGEMENT', 'create').disabled).toBe(false);
    const users = within(screen.getByTestId('perm-row-USER_MANAGEMENT')).getAllByRole('checkbox');
    expect(users.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
  });

  it('switches off, in a touched row, what the grantor may not grant', async () => {
    const { user } = renderEditor();
    expect(toggle('DEVICE_MANAGEMENT', 'delete').checked).toBe(true);
    await user.click(toggle('DEVICE_MANAGEMENT', 'create'));
    expect(toggle('DEVICE_MANAGEMENT', 'delete').checked).toBe(false);
    // Switching create back on leaves the row changed: delete stays off.
    await user.click(toggle('DEVICE_MANAGEMENT', 'create'));
    expect(changed('DEVICE_MANAGEMENT')).toBe('true');
  });

  it('undo brings every row back to what is stored', async () => {
    const { user } = renderEditor();
    await user.click(toggle('DEVICE_MANAGEMENT', 'update'));
    await user.click(toggle('STATISTICS_MANAGEMENT', 'read'));
    await user.click(undoButton());
    expect(toggle('DEVICE_MANAGEMENT', 'update').checked).toBe(true);
    expect(toggle('STATISTICS_MANAGEMENT', 'read').checked).toBe(false);
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('saves only the changed rows, with the flags they may hold, then says so until the next change', async () => {
    const { user, onSave } = renderEditor();
    await user.click(toggle('DEVICE_MANAGEMENT', 'update'));
    await user.click(toggle('STATISTICS_MANAGEMENT', 'read'));
    await user.click(saveButton());
    const records = onSave.mock.calls[0]![0];
    expect(records.map((r) => r.code)).toEqual(['DEVICE_MANAGEMENT', 'STATISTICS_MANAGEMENT']);
    expect(records[0]!.flags).toMatchObject({
      permissionCreate: true,
      permissionRead: true,
      permissionUpdate: false,
      permissionDelete: false,
      permissionDeleteAllowed: false,
      permissionCreateAllowed: true,
    });
    expect(records[1]!.flags).toMatchObject({ permissionRead: true, permissionCreate: false });
    expect(screen.getByTestId('permissions-saved').textContent).toContain('I permessi sono stati salvati.');
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.click(toggle('DEVICE_MANAGEMENT', 'update'));
    expect(screen.queryByTestId('permissions-saved')).toBeNull();
  });

  it('ignores a toggle of a service the sheet does not hold', () => {
    const { result } = renderHook(() => usePermissionDraft(LINES));
    act(() => result.current.toggle('GDO_MANAGEMENT', 'read', false));
    expect(result.current.changed).toEqual([]);
  });
});

describe('recordFlags', () => {
  it('writes only read for a read-only service, whatever the other switches say', () => {
    const flags = recordFlags(FULL_SWITCHES, true, new Set());
    expect(flags).toMatchObject({
      permissionRead: true,
      permissionReadAllowed: true,
      permissionCreate: false,
      permissionUpdate: false,
      permissionDelete: false,
    });
  });
});
