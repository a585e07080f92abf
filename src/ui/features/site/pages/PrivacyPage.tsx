import { LegalPage } from '../legal/LegalPage';
import { PRIVACY } from '../legal/privacy';
import '../components/public.css';

export default function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}
