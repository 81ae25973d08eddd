import { LegalDocument } from '../components/legal-document';

const SECTIONS = [
  'scope',
  'account',
  'licence',
  'use',
  'devices',
  'liability',
  'changes',
  'law',
  'court',
  'arbitration',
] as const;

/** /terms-and-conditions: the terms of use. */
export function TermsPage() {
  return <LegalDocument prefix="terms" sections={SECTIONS} testId="terms" />;
}

export default TermsPage;
