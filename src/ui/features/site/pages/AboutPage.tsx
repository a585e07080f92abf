import { Link } from 'wouter';
import { MISSION, PRODUCT_NAME } from '../../../shared/brand';
import { VALUES } from '../content/site';
import '../components/public.css';
import { PATHS } from '../../../shared/routes/paths';

/** The about page (/about-page): overview, mission, values and the call to join. */
export default function AboutPage() {
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">About Us</p>
            <h1 className="hero__title">
              About <span className="accent">{PRODUCT_NAME}</span>
            </h1>
            <p className="hero__lead">
              {PRODUCT_NAME} is a Canadian loyalty platform for local businesses and the people who love them.
              Clients discover nearby stores, subscribe, earn points on everyday purchases and redeem them for
              rewards. Vendors build programmes, reward their regulars and invite them back with broadcasts.
            </p>
            <p className="hero__lead">
              We started with the small businesses on our own streets: the cafe that knows your order, the gym
              that keeps you going, the salon you trust. They deserve loyalty tools as good as the big chains
              have.
            </p>
          </div>
          <img
            src="/images/about.svg"
            alt="A local storefront connected to a phone showing points earned"
            width="520"
            height="400"
            className="art"
          />
        </div>
      </section>

      <section className="section" aria-labelledby="mission-heading">
        <div className="container">
          <div className="band">
            <h2 id="mission-heading">Our Mission</h2>
            <p>{MISSION}</p>
          </div>
        </div>
      </section>

      <section className="section section--subtle" aria-labelledby="values-heading">
        <div className="container">
          <h2 id="values-heading" className="section-title">
            Our Values
          </h2>
          <p className="section-lead">What guides every feature we build.</p>
          <ul className="grid grid--4 numbered-list-reset">
            {VALUES.map((value) => (
              <li key={value.title} className="card feature-card">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section cta-band" aria-labelledby="join-heading">
        <div className="container">
          <h2 id="join-heading" className="section-title">
            Ready to grow your business?
          </h2>
          <Link href={PATHS.signup} className="button button--lg">
            Join Our Network
          </Link>
        </div>
      </section>
    </>
  );
}
