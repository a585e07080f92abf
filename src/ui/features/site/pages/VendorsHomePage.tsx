import { Link } from 'wouter';
import { Carousel } from '../components/Carousel';
import { PRODUCT_NAME } from '../../../shared/brand';
import { VENDOR_HOME_STAGES } from '../content/site';
import '../components/public.css';
import './home.css';
import { PATHS } from '../../../shared/routes/paths';

const SLIDES = [
  {
    reward: 'Give 10 points for every $1 spent',
    broadcast: 'Live music this Friday: double points all night',
  },
  {
    reward: 'A free coffee at 500 points',
    broadcast: 'Quiet Tuesday? Bring a friend and both earn 50 points',
  },
  { reward: 'Birthday bonus of 200 points', broadcast: 'New menu tasting on Saturday, subscribers first' },
];

// Steps are numbered 1–6 across the three stages.
const STAGES = VENDOR_HOME_STAGES.map((stage, s) => {
  const before = VENDOR_HOME_STAGES.slice(0, s).reduce((sum, previous) => sum + previous.steps.length, 0);
  return { title: stage.title, steps: stage.steps.map((text, i) => ({ text, number: before + i + 1 })) };
});

/** The vendor home page (/home-page-vendors). */
export default function VendorsHomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="who-heading">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow" id="who-heading">
              Who We Are
            </p>
            <h1 className="hero__title">
              The loyalty platform built for <span className="accent">local businesses</span>
            </h1>
            <p className="hero__lead">
              {PRODUCT_NAME} helps restaurants, cafes, gyms and salons turn first visits into regulars: build
              a reward programme in minutes, reward clients at the counter and keep them coming back with
              broadcasts.
            </p>
            <div className="actions">
              <Link href={PATHS.register} className="button button--lg">
                Get Started
              </Link>
              <Link href={PATHS.howItWorks} className="button button--secondary button--lg">
                See How It Works
              </Link>
            </div>
          </div>
          <img
            src="/images/vendors-hero.svg"
            alt="The vendor dashboard with subscribers, points given and broadcasts"
            width="560"
            height="400"
            className="art"
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="section section--subtle" aria-labelledby="vendor-slider-heading">
        <div className="container">
          <h2 id="vendor-slider-heading" className="section-title">
            Rewards and Broadcasts That Bring Clients Back
          </h2>
          <p className="section-lead">Two simple tools, everything a loyalty programme needs.</p>
          <Carousel
            label="Rewards and broadcasts"
            slides={SLIDES.map((slide) => (
              <div key={slide.reward} className="slide-cards">
                <article className="card slide-card slide-card--gold">
                  <h3>Rewards</h3>
                  <p>{slide.reward}</p>
                </article>
                <article className="card slide-card">
                  <h3>Broadcasts</h3>
                  <p>{slide.broadcast}</p>
                </article>
              </div>
            ))}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="vendor-how-heading">
        <div className="container">
          <h2 id="vendor-how-heading" className="section-title">
            How It Works
          </h2>
          <p className="section-lead">Three stages, six steps, from sign-up to a full calendar.</p>
          <ol className="grid grid--3 stages">
            {STAGES.map((stage, s) => (
              <li key={stage.title} className="card stage">
                <span className="stage__label">Stage {s + 1}</span>
                <h3>{stage.title}</h3>
                <ol>
                  {stage.steps.map(({ text, number: step }) => (
                    <li key={text}>
                      <span className="stage__num" aria-hidden="true">
                        {step}
                      </span>
                      <span>
                        <span className="visually-hidden">Step {step}: </span>
                        {text}
                      </span>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
          <div className="actions cta-row">
            <Link href={PATHS.register} className="button button--lg">
              Sign Up
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
