import { Link } from 'wouter';
import { PRODUCT_NAME } from '../brand';
import { PATHS } from '../routes/paths';

/** The wordmark, linking home. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link
      href={PATHS.welcome}
      className={`pub-logo${inverse ? ' pub-logo--inverse' : ''}`}
      aria-label={`${PRODUCT_NAME} home`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#111" />
        <path
          d="M9 8v16h14"
          fill="none"
          stroke="#f5b700"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        Loyal<strong>Loop</strong>
      </span>
    </Link>
  );
}
