import { Link } from 'wouter';
import { PATHS } from '../../shared/routes/paths';

/**
 * A business with no clients yet (at the chosen locations) has nothing to chart: the Overview says what to do
 * first instead of drawing empty axes, and links to the Clients page, where Add client and Import are.
 */
export function OverviewEmpty({ filtered }: { filtered: boolean }) {
  return (
    <section className="overview-empty" aria-labelledby="overview-empty-heading">
      <h3 id="overview-empty-heading">{filtered ? 'No clients at these locations yet' : 'No clients yet'}</h3>
      <p>
        The figures and charts fill in once clients earn and redeem points. Start by adding your clients one
        by one with <strong>Add client</strong>, or bring in a spreadsheet of them with{' '}
        <strong>Import</strong> (Super Admins), both on the Clients page.
      </p>
      <Link href={PATHS.clients} className="button overview-empty__go">
        Go to Clients
      </Link>
    </section>
  );
}
