import { LegalPage } from '../legal/LegalPage';
import { REFUND } from '../legal/refund';
import '../components/public.css';

export default function RefundPage() {
  return <LegalPage document={REFUND} />;
}
