import { PRIVACY_NOTICE_VERSION } from '@app/contracts';
import { LegalDocument } from '../../../features/legal/components/legal-document';

/** The sections, in order; each id is also the section's anchor (`/terms-and-conditions#court`). */
const SECTIONS = [
  'scope',
  'account',
  'licence',
  'use',
  'consumer',
  'warranty',
  'devices',
  'liability',
  'changes',
  'law',
  'court',
  'arbitration',
] as const;

/** /terms-and-conditions: the terms of use, in the version the consumer page records as accepted. */
export function TermsPage() {
  return <LegalDocument prefix="terms" sections={SECTIONS} testId="terms" version={PRIVACY_NOTICE_VERSION} />;
}

export default TermsPage;
