import { LegalDocument } from '../../../features/legal/components/legal-document';

const SECTIONS = ['standard', 'status', 'checks', 'limits', 'feedback', 'enforcement'] as const;

/** /accessibility: the accessibility statement (European Accessibility Act, WCAG 2.1 AA; decision 021). */
export function AccessibilityPage() {
  return <LegalDocument prefix="accessibility" sections={SECTIONS} testId="accessibility" />;
}

export default AccessibilityPage;
