import { LEGACY_PRODUCT_NAME, LEGAL_DATE } from '../../../shared/brand';
import type { LegalDocument } from './legal-document';
import './legal.css';

/** A legal document as a readable page: title, date, numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="legal">
      <header className="legal__header">
        <p className="eyebrow">{LEGACY_PRODUCT_NAME}</p>
        <h1>{document.title}</h1>
        <p className="legal__date">Last updated: {LEGAL_DATE}</p>
      </header>
      <p className="legal__intro">{document.intro}</p>
      {document.sections.map((section, i) => (
        <section key={section.heading}>
          <h2>
            {i + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
