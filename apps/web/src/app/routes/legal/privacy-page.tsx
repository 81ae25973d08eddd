import { PRIVACY_NOTICE_VERSION } from '@app/contracts';
import { LegalDocument } from '../../../features/legal/components/legal-document';

/** The sections, in order; each id is also the section's anchor (`/privacy#consumer`). */
const SECTIONS = [
  'controller',
  'data',
  'purposes',
  'legalBasis',
  'consumer',
  'marketing',
  'withdrawal',
  'deletion',
  'retention',
  'recipients',
  'transfers',
  'rights',
  'contact',
] as const;

/**
 * /privacy: the privacy notice (GDPR art. 13), with the consumer registration, its two optional
 * marketing consents, their withdrawal and the deletion of the consumer account. Shows the version
 * the consumer page records as accepted.
 */
export function PrivacyPage() {
  return (
    <LegalDocument prefix="privacy" sections={SECTIONS} testId="privacy" version={PRIVACY_NOTICE_VERSION} />
  );
}

export default PrivacyPage;
