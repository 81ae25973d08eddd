import { LegalDocument } from '../components/legal-document';

const SECTIONS = [
  'controller',
  'data',
  'purposes',
  'legalBasis',
  'retention',
  'recipients',
  'transfers',
  'rights',
  'contact',
] as const;

/** /privacy: the privacy notice (GDPR art. 13). */
export function PrivacyPage() {
  return <LegalDocument prefix="privacy" sections={SECTIONS} testId="privacy" />;
}

export default PrivacyPage;
