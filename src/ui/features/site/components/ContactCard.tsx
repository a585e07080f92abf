import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/brand';

/** The support contact: phone, email and postal address. */
export function ContactCard() {
  return (
    <address className="card contact-card">
      <p>
        <span className="contact-card__label">Call us 24x7</span>
        <a href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`}>{SUPPORT_PHONE}</a>
      </p>
      <p>
        <span className="contact-card__label">Email</span>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <p>
        <span className="contact-card__label">Support address</span>
        {SUPPORT_ADDRESS}
      </p>
    </address>
  );
}
