import { PlaceholderLink } from './PlaceholderLink';

/** The app-store badges: placeholder links that point nowhere (docs/product.md §2), the apps being unpublished. */
export function StoreBadges() {
  return (
    <ul className="badges" aria-label="Mobile apps">
      {['App Store', 'Google Play'].map((store) => (
        <li key={store}>
          <PlaceholderLink className="store-badge">
            <small>Coming soon on</small> <strong>{store}</strong>
          </PlaceholderLink>
        </li>
      ))}
    </ul>
  );
}
