import { LocationsSection } from './locations-section';
import { ApiKeysSection } from './api-keys-section';
import { ProgrammeSection } from './programme-section';
import { RewardsSection } from './rewards-section';
import { TimeZoneSection } from './time-zone-section';
import './settings.css';

/**
 * /app/dashboard/settings, Super Admins only: the business's own settings, each section in its own file, in
 * this order: Locations, Time zone, Programme, Rewards, API keys (those present).
 */
export default function SettingsPage() {
  return (
    <div className="settings">
      <LocationsSection />
      <TimeZoneSection />
      <ProgrammeSection />
      <RewardsSection />
      <ApiKeysSection />
    </div>
  );
}
