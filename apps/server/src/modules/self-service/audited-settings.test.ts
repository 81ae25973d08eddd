import { describe, expect, it } from 'vitest';
import { auditedSettingsChanges, type SettingsValues } from './audited-settings';

const saved: SettingsValues = {
  firstName: 'Ada',
  lastName: null,
  email: 'ada@example.com',
  imageUrl: null,
  langKey: 'it',
};

describe('auditedSettingsChanges', () => {
  it('ignores a language switch alone, and a save that changes nothing', () => {
    expect(auditedSettingsChanges(saved, { ...saved, langKey: 'en' })).toEqual([]);
    expect(auditedSettingsChanges(saved, { ...saved })).toEqual([]);
  });

  it('names the identity fields that changed, and the language beside them', () => {
    expect(auditedSettingsChanges(saved, { ...saved, lastName: 'Rossi' })).toEqual(['lastName']);
    expect(auditedSettingsChanges(saved, { ...saved, email: 'x@example.com', langKey: 'en' })).toEqual([
      'email',
      'langKey',
    ]);
  });
});
