import { Link } from 'wouter';
import { ContactCard } from '../components/ContactCard';
import { PRODUCT_NAME } from '../../../shared/brand';
import '../components/public.css';
import { PATHS } from '../../../shared/routes/paths';

const NEXT_STEPS = [
  {
    title: 'Find your company',
    text: 'If your business already uses the platform, ask its owner to add you as a coworker.',
  },
  {
    title: 'Or register a new one',
    text: 'Our onboarding team sets up your company profile, locations and first programme with you.',
  },
  {
    title: 'Build your programme',
    text: 'Choose how clients earn points and what they can redeem them for.',
  },
];

/** Where a newly registered vendor lands (/connect-company): what comes next and how to reach us. */
export default function ConnectCompanyPage() {
  return (
    <>
      <section className="hero hero--center">
        <div className="container">
          <p className="eyebrow">Registration complete</p>
          <h1 className="hero__title">Connect A Company</h1>
          <p className="hero__lead">
            Your {PRODUCT_NAME} account is ready. Next, connect it to an existing company or register a new
            one. Our team will email you within one business day to finish the set-up.
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="next-heading">
        <div className="container">
          <h2 id="next-heading" className="section-title">
            What happens next
          </h2>
          <ol className="grid grid--3 numbered-list-reset">
            {NEXT_STEPS.map((step, i) => (
              <li key={step.title} className="card feature-card">
                <span className="icon-badge" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section section--subtle hero--center" aria-labelledby="contact-heading">
        <div className="container">
          <h2 id="contact-heading" className="section-title">
            Need a hand? Contact support
          </h2>
          <ContactCard />
          <p className="connect__back">
            <Link href={PATHS.howItWorks}>See how it works for vendors</Link>
          </p>
        </div>
      </section>
    </>
  );
}
