import { ContactCard } from '../components/ContactCard';
import '../components/public.css';

/** The coming-soon page (/coming-soon). */
export default function ComingSoonPage() {
  return (
    <section className="hero hero--center">
      <div className="container">
        <p className="eyebrow">Something new is on its way</p>
        <h1 className="hero__title">Coming Soon</h1>
        <p className="hero__lead">We are putting the finishing touches on this part of the site.</p>
        <h2 className="section-title">Meanwhile, Contact Us Below</h2>
        <ContactCard />
      </div>
    </section>
  );
}
