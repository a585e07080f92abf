import './steps.css';

interface Step {
  title: string;
  text: string;
}

/** Numbered steps joined by connector lines; a horizontal snap-scroll on small screens. */
export function StepsTrack({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    // The scroller is focusable so keyboard users can scroll it on phones.
    <ol className="steps" aria-label={label} tabIndex={0}>
      {steps.map((step, i) => (
        <li key={step.title} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="steps__title">
            <span className="visually-hidden">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="steps__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
