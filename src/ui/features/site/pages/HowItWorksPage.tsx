import { Link } from 'wouter';
import { StepsTrack } from '../components/StepsTrack';
import { Testimonials } from '../components/Testimonials';
import { PRODUCT_NAME, VIDEO_CHANNEL_URL } from '../../../shared/brand';
import { VENDOR_STEPS } from '../content/site';
import '../components/public.css';
import { PATHS } from '../../../shared/routes/paths';

/** The vendor how-it-works page (/works-for-vendors and /how-it-works). */
export default function HowItWorksPage() {
  return (
    <>
      <section className="hero hero--center">
        <div className="container">
          <p className="eyebrow">For Vendors</p>
          <h1 className="hero__title">
            How <span className="accent">{PRODUCT_NAME}</span> Works for Vendors
          </h1>
          <p className="hero__lead">
            Start reaching more customers and growing your business in just a few simple steps.
          </p>
          <div className="actions">
            <a
              className="button button--dark button--lg"
              href={VIDEO_CHANNEL_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <circle cx="12" cy="12" r="11" fill="#f5b700" />
                <path d="M10 8l6 4-6 4z" fill="#111" />
              </svg>
              Watch How it Works (90 Sec)
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="steps-heading">
        <div className="container">
          <h2 id="steps-heading" className="section-title">
            Five Steps to Loyal Customers
          </h2>
          <p className="section-lead">From sign-up to a steady stream of regulars.</p>
          <StepsTrack steps={VENDOR_STEPS} label="Vendor onboarding steps" />
        </div>
      </section>

      <section className="section section--subtle">
        <div className="container">
          <Testimonials heading="Customer Testimonials" />
          <div className="cta-band">
            <p className="cta-band__line">Join thousands of businesses already growing</p>
            <Link href={PATHS.register} className="button button--lg">
              Sign Up
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
