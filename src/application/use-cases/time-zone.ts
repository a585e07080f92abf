/** Choosing the business's time zone in Settings (docs/product.md §10.31): the form's check first, the server's after. */
import { timeZoneProblem } from '../../domain/business-time';
import type { SettingsRepository } from '../ports/settings-repository';
import { done, refused, type Outcome } from './outcome';

export async function saveTimeZone(settings: SettingsRepository, timeZone: string): Promise<Outcome<string>> {
  const problem = timeZoneProblem(timeZone);
  if (problem) return refused(problem);
  await settings.saveTimeZone(timeZone.trim());
  return done();
}
