import { useMemo } from 'react';
import { TOKENS } from '../../../application/tokens';
import { zoneDayOf } from '../../../domain/business-time';
import { periodOf } from '../../../domain/overview';
import { useBusinessZone } from '../../shared/zone/business-zone-context';
import { LoadFailure } from '../../shared/components/status/LoadFailure';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { useLocations } from '../../shared/hooks/useLocations';
import { openLocationNames } from '../../../domain/locations';
import { newClientsChart, pointsChart } from './chart-data';
import { ChartFigure } from './ChartFigure';
import { OverviewControls } from './OverviewControls';
import { OverviewEmpty } from './OverviewEmpty';
import { clientsJoined, pointsIn } from './overview-links';
import { OverviewTiles } from './OverviewTiles';
import { ProgrammeFigures } from './ProgrammeFigures';
import { TopClients } from './TopClients';
import { TopRewards } from './TopRewards';
import { useOverviewUrl } from './useOverviewUrl';
import '../../shared/components/page/console-page.css';
import './overview.css';

/** /app/dashboard/overview: the programme's figures and trends for a period and location, in one call. */
export default function OverviewPage() {
  const repository = useService(TOKENS.Overview);
  const clock = useService(TOKENS.Clock);
  const { filters, setFilters } = useOverviewUrl();
  // Today is the business's day (docs/product.md §10.31): the presets end on it.
  const { zone } = useBusinessZone();
  const today = zoneDayOf(new Date(clock.now()).toISOString(), zone ?? undefined);
  const period = periodOf(filters, today);
  const { location } = filters;
  const key = `${period.from}/${period.to}/${location.join(',')}`;
  const resource = useResource(key, (signal) => repository.load({ ...period, locations: location }, signal));
  const overview = resource.data;
  const locations = useLocations();
  const known = locations.data;
  const charts = useMemo(
    () =>
      overview
        ? {
            points: pointsChart(overview, location, openLocationNames(known ?? [])),
            joined: newClientsChart(overview),
          }
        : null,
    [overview, location, known],
  );

  return (
    <section
      className="console-list overview"
      aria-labelledby="overview-heading"
      aria-busy={resource.status === 'loading'}
    >
      <div className="console-list__header">
        <h2 id="overview-heading">Overview</h2>
        <OverviewControls
          key={key}
          filters={filters}
          period={period}
          locations={known ?? []}
          onChange={setFilters}
        />
      </div>
      <p className="overview__period">
        {period.from} to {period.to} ({zone === null ? 'UTC' : zone} days)
        {location.length > 0 ? `, ${location.join(', ')}` : ', all locations'}
      </p>
      {resource.status === 'error' && (
        <LoadFailure what="the overview" error={resource.error} onRetry={resource.reload} />
      )}
      {resource.status === 'loading' && (
        <p className="overview__loading" role="status">
          Loading the figures…
        </p>
      )}
      {overview && overview.clients.active + overview.clients.blocked === 0 && (
        <OverviewEmpty filtered={location.length > 0} />
      )}
      {overview && charts && overview.clients.active + overview.clients.blocked > 0 && (
        <>
          <OverviewTiles overview={overview} location={location} />
          <ProgrammeFigures overview={overview} />
          <div className="overview__charts">
            <ChartFigure
              spec={charts.points}
              list={{ href: pointsIn(overview.period, location), label: 'Open these transactions' }}
            />
            <ChartFigure
              spec={charts.joined}
              list={{ href: clientsJoined(overview.period, location), label: 'Open these clients' }}
            />
          </div>
          <TopClients clients={overview.topClients} />
          <TopRewards rewards={overview.topRewards} />
        </>
      )}
    </section>
  );
}
