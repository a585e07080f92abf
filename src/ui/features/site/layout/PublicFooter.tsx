import { Link } from 'wouter';
import { PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE, TAGLINE } from '../../../shared/brand';
import { FOOTER_LINKS, LEGAL_LINKS } from './nav-links';
import { Logo } from '../../../shared/components/Logo';
import { useVisitYear } from '../../../shared/hooks/useVisitYear';
import './layout.css';

/** Desktop and mobile footers share their content; `variant` picks the layout (responsive by default). */
export function PublicFooter({ variant = 'responsive' }: { variant?: 'responsive' | 'laptop' | 'mobile' }) {
  const year = useVisitYear();
  return (
    <footer className={`pub-footer pub-footer--${variant}`}>
      <div className="pub-footer__inner">
        <div className="pub-footer__brand">
          <Logo inverse />
          <p className="pub-footer__tagline">{TAGLINE}</p>
        </div>
        <nav aria-label="Footer" className="pub-footer__col">
          <h2 className="pub-footer__heading">Explore</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company" className="pub-footer__col">
          <h2 className="pub-footer__heading">Company</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="pub-footer__col">
          <h2 className="pub-footer__heading">Contact</h2>
          <p>{SUPPORT_PHONE}</p>
          <p>{SUPPORT_EMAIL}</p>
        </div>
      </div>
      <p className="pub-footer__copy">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
