import { LegalPage } from '../legal/LegalPage';
import { TERMS } from '../legal/terms';
import '../components/public.css';

export default function TermsPage() {
  return <LegalPage document={TERMS} />;
}
