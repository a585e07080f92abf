import { PRESENCE } from '../content/site';

/** Where the product operates. */
export function Presence() {
  return (
    <section className="section" aria-labelledby="presence-heading">
      <div className="container">
        <h2 id="presence-heading" className="section-title">
          Our Presence
        </h2>
        <p className="section-lead">Local loyalty, growing across five markets.</p>
        <ul className="presence">
          {PRESENCE.map((place) => (
            <li key={place}>{place}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
