import type { ReactNode } from 'react';
import { HelpIcon, type HelpIconName } from '../components/help-icons';
import { SocialIcon } from '../components/icons';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/brand';
import { SOCIALS } from '../content/site';
import '../components/public.css';
import './help.css';

/** The help page (/get-help). The cards are information, not links, as the spec says. */
export default function HelpPage() {
  return (
    <>
      <section className="hero hero--center">
        <div className="container">
          <h1 className="hero__title">Get Help?</h1>
          <p className="hero__lead">We offer several ways to assist you</p>
        </div>
      </section>
      <section className="section help" aria-label="Ways to get help">
        <div className="container grid grid--3 help__grid">
          <HelpCard icon="phone" title="Call Us 24X7">
            <p className="help__value">{SUPPORT_PHONE}</p>
          </HelpCard>
          <HelpCard icon="mail" title="Write to Us">
            <p className="help__value">{SUPPORT_EMAIL}</p>
          </HelpCard>
          <HelpCard icon="ticket" title="Submit A Support Ticket">
            <p>Access the service portal to raise a ticket and follow its progress.</p>
          </HelpCard>
          <HelpCard icon="question" title="FAQ's">
            <p>Quick answers about earning, redeeming, subscribing and running a programme.</p>
          </HelpCard>
          <HelpCard icon="heart" title="Follow Us">
            <ul className="help__socials" aria-label="Our social channels">
              {SOCIALS.map((name) => (
                <li key={name} title={name}>
                  <SocialIcon name={name} />
                  <span className="visually-hidden">{name}</span>
                </li>
              ))}
            </ul>
          </HelpCard>
        </div>
      </section>
    </>
  );
}

function HelpCard({ icon, title, children }: { icon: HelpIconName; title: string; children: ReactNode }) {
  return (
    <article className="card help__card">
      <span className="icon-badge" aria-hidden="true">
        <HelpIcon name={icon} />
      </span>
      <h2>{title}</h2>
      {children}
    </article>
  );
}
