import { useId, useMemo, useReducer } from 'react';
import { FAQ_CATEGORIES } from '../site-timing';
import { faqReducer, filterFaq, initialFaq } from '../faq';
import { MESSAGES } from '../../../../domain/messages';
import { FAQ_ENTRIES } from '../content/site';
import '../components/public.css';
import './faq.css';

/** The FAQ (/faq): search, highlight-only categories and a one-open-at-a-time accordion. */
export default function FaqPage() {
  const [state, dispatch] = useReducer(faqReducer, initialFaq);
  const results = useMemo(() => filterFaq(FAQ_ENTRIES, state.search), [state.search]);
  const baseId = useId();

  return (
    <>
      <section className="hero hero--center faq-hero">
        <div className="container">
          <h1 className="hero__title">Frequently Asked Questions</h1>
          <p className="hero__lead">
            Answers about earning, redeeming, subscribing and running your programme.
          </p>
          <div className="faq-search">
            <label htmlFor={`${baseId}-search`} className="visually-hidden">
              Search the FAQ
            </label>
            <input
              id={`${baseId}-search`}
              type="search"
              className="input"
              placeholder="Search here"
              value={state.search}
              onChange={(event) => dispatch({ type: 'search', text: event.target.value })}
            />
          </div>
        </div>
      </section>
      <section className="section faq" aria-label="Questions and answers">
        <div className="container faq__inner">
          <div className="faq__categories" role="group" aria-label="Categories">
            {FAQ_CATEGORIES.map((category, i) => (
              <button
                key={i}
                type="button"
                className="faq__category"
                aria-pressed={state.category === i}
                onClick={() => dispatch({ type: 'category', index: i })}
              >
                {category}
              </button>
            ))}
          </div>
          {results.length === 0 ? (
            <p className="faq__empty" role="status">
              {MESSAGES.faqEmpty}
            </p>
          ) : (
            <div className="faq__list">
              {results.map((entry, i) => {
                const open = state.openIndex === i;
                const buttonId = `${baseId}-q${i}`;
                const panelId = `${baseId}-a${i}`;
                return (
                  <div key={entry.question} className="faq__item" data-open={open}>
                    <h2 className="faq__question">
                      <button
                        id={buttonId}
                        type="button"
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() => dispatch({ type: 'toggle', index: i })}
                      >
                        <span>{entry.question}</span>
                        <span className="faq__chevron" aria-hidden="true" />
                      </button>
                    </h2>
                    <div
                      id={panelId}
                      role="region"
                      aria-labelledby={buttonId}
                      className="faq__answer"
                      hidden={!open}
                    >
                      <p>{entry.answer}</p>
                    </div>
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
