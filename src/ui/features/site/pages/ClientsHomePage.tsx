import { Link } from 'wouter';
import { CAROUSEL_INTERVAL_MS } from '../site-timing';
import { Carousel } from '../components/Carousel';
import { Presence } from '../components/Presence';
import { StoreBadges } from '../components/StoreBadges';
import { Testimonials } from '../components/Testimonials';
import { CLIENT_STEPS } from '../content/site';
import '../components/public.css';
import './home.css';
import { PATHS } from '../../../shared/routes/paths';

const SLIDES = [
  { rewards: '1,250 points at Maple Bean Cafe', offer: 'Free pastry with any latte this week' },
  { rewards: '600 points at Northside Fitness', offer: 'Bring a friend free on Mondays' },
  { rewards: '900 points at Studio Nine Salon', offer: '15% off your next colour appointment' },
];

/** The clients home page (/home-page-clients). */
export default function ClientsHomePage() {
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">Start Free Today</p>
            <h1 className="hero__title">
              Rewards for Clients, <span className="accent">Loyalty for Your Business</span>
            </h1>
            <p className="hero__lead">
              Simplify Your Loyalty Programs, Grow Your Audience, and Strengthen Relationships.
            </p>
            <div className="actions">
              <Link href={PATHS.register} className="button button--lg">
                Get Started
              </Link>
              <Link href={PATHS.howItWorks} className="button button--secondary button--lg">
                Learn How It Works
              </Link>
            </div>
            <StoreBadges />
          </div>
          <img
            src="/images/laptop.svg"
            alt="A laptop showing a LoyalLoop rewards balance and offers"
            width="560"
            height="380"
            className="art"
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="section section--subtle" aria-labelledby="slider-heading">
        <div className="container">
          <h2 id="slider-heading" className="section-title">
            Your Rewards and Offers, Always With You
          </h2>
          <p className="section-lead">Points and perks from every local store you follow, in one place.</p>
          <Carousel
            label="Rewards and offers"
            autoAdvanceMs={CAROUSEL_INTERVAL_MS}
            slides={SLIDES.map((slide) => (
              <div key={slide.rewards} className="slide-cards">
                <article className="card slide-card slide-card--gold">
                  <h3>Rewards</h3>
                  <p>{slide.rewards}</p>
                </article>
                <article className="card slide-card">
                  <h3>Offers</h3>
                  <p>{slide.offer}</p>
                </article>
              </div>
            ))}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="client-steps-heading">
        <div className="container">
          <h2 id="client-steps-heading" className="section-title">
            How It Works for Clients
          </h2>
          <ol className="grid grid--3 numbered-cards">
            {CLIENT_STEPS.map((step, i) => (
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

      <div className="section section--subtle">
        <div className="container">
          <Testimonials />
        </div>
      </div>
      <Presence />
    </>
  );
}
