import { useId } from 'react';
import { Link } from 'wouter';
import { ThemeToggle } from '../../../shared/components/ThemeToggle';
import { PRODUCT_NAME } from '../../../shared/brand';
import { PublicFooter } from '../layout/PublicFooter';
import { Logo } from '../../../shared/components/Logo';
import '../components/public.css';
import './welcome.css';

const PLACEHOLDER_LINKS = ['Client Section', 'Vendor Section', 'Get Help'];

/** The welcome landing (/ and /home-page): a simple header and the two audience cards. */
export default function WelcomePage() {
  return (
    <div className="pub-shell">
      <header className="welcome-header">
        <div className="welcome-header__bar container">
          <Logo />
          <nav aria-label="Main" className="welcome-header__nav">
            <Link href="/">Home</Link>
            {PLACEHOLDER_LINKS.map((label) => (
              // Placeholders in the spec: they go nowhere yet.
              <a key={label} href="#" onClick={(event) => event.preventDefault()}>
                {label}
              </a>
            ))}
          </nav>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="pub-main welcome hero hero--center">
        <div className="container">
          <h1 className="hero__title">
            Welcome To <span className="accent">{PRODUCT_NAME}</span>
          </h1>
          <p className="hero__lead">What are we exploring today?</p>
          <div className="welcome__cards">
            <AudienceCard
              href="/home-page-clients"
              title="Clients"
              image="/images/clients.svg"
              text="Earn points at local stores you love and redeem them for rewards."
            />
            <AudienceCard
              href="/home-page-vendors"
              title="Vendors"
              image="/images/vendors.svg"
              text="Build a loyalty programme, reward regulars and bring them back."
            />
          </div>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}

function AudienceCard({
  href,
  title,
  image,
  text,
}: {
  href: string;
  title: string;
  image: string;
  text: string;
}) {
  const id = useId();
  return (
    <Link
      href={href}
      className="welcome__card card"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <img src={image} alt="" width="240" height="160" className="art" />
      <span id={`${id}-title`} className="welcome__card-title">
        {title}
      </span>
      <span id={`${id}-text`} className="welcome__card-text">
        {text}
      </span>
      <span className="welcome__card-go" aria-hidden="true">
        Explore →
      </span>
    </Link>
  );
}
