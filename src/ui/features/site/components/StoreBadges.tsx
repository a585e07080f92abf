/** The app-store badges: the apps are not published yet, so these say so and link nowhere. */
export function StoreBadges() {
  return (
    <ul className="badges" aria-label="Mobile apps">
      {['App Store', 'Google Play'].map((store) => (
        <li key={store} className="store-badge">
          <small>Coming soon on</small>
          <strong>{store}</strong>
        </li>
      ))}
    </ul>
  );
}
