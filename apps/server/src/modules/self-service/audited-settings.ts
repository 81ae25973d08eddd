/** The account settings a user changes on the settings page. */
export interface SettingsValues {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  imageUrl: string | null;
  langKey: string;
}

/** Who the user is: a change of these is a settings change worth an audit event. */
const IDENTITY_FIELDS = ['firstName', 'lastName', 'email', 'imageUrl'] as const;

/**
 * The fields a settings save changed, for the audit event; empty when the save changed no identity
 * field. A language switch alone is a preference, made every time the user flips the interface
 * language, and would bury the real changes in the audit trail; with an identity change it is listed.
 */
export function auditedSettingsChanges(before: SettingsValues, after: SettingsValues): string[] {
  const changed = IDENTITY_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
  if (changed.length === 0) return [];
  return before.langKey === after.langKey ? [...changed] : [...changed, 'langKey'];
}
