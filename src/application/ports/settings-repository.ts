/** The business's settings (docs/api.md, "The business's settings"): its IANA time zone. */
export interface BusinessSettings {
  timeZone: string;
}

export interface SettingsRepository {
  /** Any admin: the console shows every time in the business's zone. */
  load(signal?: AbortSignal): Promise<BusinessSettings>;
  /** Super Admins: answers the settings as they now are. */
  saveTimeZone(timeZone: string): Promise<BusinessSettings>;
}
