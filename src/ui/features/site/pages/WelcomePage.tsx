import { Link } from 'wouter';
import { PlaceholderLink } from '../components/PlaceholderLink';
import { ThemeToggle } from '../../../shared/components/ThemeToggle';
import { PRODUCT_NAME } from '../../../shared/brand';
import { PublicFooter } from '../layout/PublicFooter';
import { Logo } from '../../../shared/components/Logo';
import '../components/public.css';
import './welcome.css';
import { PATHS } from '../../../shared/routes/paths';

const PLACEHOLDER_LINKS = ['Client Section', 'Vendor Section', 'Get Help'];

/** The welcome landing (/ and /home-page): a simple header and the two audience cards. */
export default function WelcomePage() {
  return (
    <div className="pub-shell">
      <header className="welcome-header">
        <div className="welcome-header__bar container">
          <Logo />
          <nav aria-label="Main" className="welcome-header__nav">
            <Link href={PATHS.welcome}>Home</Link>
            {PLACEHOLDER_LINKS.map((label) => (
              <PlaceholderLink key={label}>{label}</PlaceholderLink>
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
              href={PATHS.clientsHome}
              title="Clients"
              image="/images/clients.svg"
              text="Earn points at local stores you love and redeem them for rewards."
            />
            <AudienceCard
              href={PATHS.vendorsHome}
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
  // The title is the link, so its name is the text it shows (WCAG 2.5.3); it stretches over the whole card.
  return (
    <article className="welcome__card card">
      <img src={image} alt="" width="240" height="160" className="art" />
      <span className="welcome__card-title">
        <Link href={href} className="welcome__card-link">
          {title}
        </Link>
      </span>
      <span className="welcome__card-text">{text}</span>
      <span className="welcome__card-go" aria-hidden="true">
        Explore →
      </span>
    </article>
  );
}
