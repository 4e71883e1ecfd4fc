/** /privacy: the privacy policy (placeholders for the operator to fill in). */
import { LegalPage } from './LegalPage';
import { PRIVACY } from './legal-texts';

export default function PrivacyPage() {
  return <LegalPage doc={PRIVACY} />;
}
