/** /terms: the terms of use (placeholders for the operator to fill in). */
import { LegalPage } from './LegalPage';
import { TERMS } from './legal-texts';

export default function TermsPage() {
  return <LegalPage doc={TERMS} />;
}
