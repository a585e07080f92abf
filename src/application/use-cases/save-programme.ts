import { DEFAULT_PROGRAMME, ROUNDINGS, type Programme, type Rounding } from '../../domain/programme';
import { PROGRAMME_MESSAGES, programmeProblem } from '../../domain/programme-settings';
import type { ProgrammeRepository } from '../ports/programme-repository';
import { done, refused, type Outcome } from './outcome';

/** The Programme section's form: every field as typed; a blank rate is the programme's, a blank expiry is off. */
export interface ProgrammeForm {
  pointsPerDollar: string;
  rounding: string;
  visitBonus: string;
  /**
   * One field per location, in order and keyed by position: a name is text the owner typed ("St. Catharines"),
   * and a form field's name reads a dot as a path, so a name never becomes part of one.
   */
  rates: RateField[];
  expiryMonths: string;
  pointValueCents: string;
}

/** A location's rate as typed: blank is the programme's. */
export interface RateField {
  location: string;
  rate: string;
}

export type ProgrammeFormErrors = Partial<Record<Exclude<keyof ProgrammeForm, 'rates'>, string>> & {
  /** By the same position as the form's `rates`. */
  rates?: ({ rate?: string } | undefined)[];
};

const decimal = (text: string | undefined): number => {
  const t = (text ?? '').trim();
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
};
const whole = (text: string | undefined): number => {
  const t = (text ?? '').trim();
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** The form of a programme, with a rate field for each of the business's locations and any rate it keeps. */
export const programmeForm = (p: Programme, locations: readonly string[]): ProgrammeForm => ({
  pointsPerDollar: String(p.pointsPerDollar),
  rounding: p.rounding,
  visitBonus: String(p.visitBonus),
  rates: [...new Set([...locations, ...Object.keys(p.ratesByLocation)])].map((location) => ({
    location,
    rate: p.ratesByLocation[location]?.toString() ?? '',
  })),
  expiryMonths: p.expiryMonths === null ? '' : String(p.expiryMonths),
  pointValueCents: String(p.pointValueCents),
});

/** The programme the form stands for, each number as typed (a typo reads as not a number, refused below). */
function programmeOfForm(form: Partial<ProgrammeForm>): Programme {
  const rates = (form.rates ?? []).filter((field) => (field.rate ?? '').trim() !== '');
  return {
    pointsPerDollar: decimal(form.pointsPerDollar),
    rounding: (ROUNDINGS.find((r) => r === form.rounding) ?? form.rounding ?? '') as Rounding,
    visitBonus: whole(form.visitBonus),
    ratesByLocation: Object.fromEntries(rates.map((field) => [field.location, decimal(field.rate)])),
    expiryMonths: (form.expiryMonths ?? '').trim() === '' ? null : whole(form.expiryMonths),
    pointValueCents: decimal(form.pointValueCents),
  };
}

/** Each field's problem, by the programme's own rules (the same words the server refuses with). */
export function programmeFormProblems(form: Partial<ProgrammeForm>): ProgrammeFormErrors {
  const p = programmeOfForm(form);
  const errors: ProgrammeFormErrors = {};
  // The form offers the business's locations only; which are the business's is the server's to judge.
  const known = () => true;
  const only = (change: Partial<Programme>) => programmeProblem({ ...DEFAULT_PROGRAMME, ...change }, known);
  const fields: (keyof Omit<Programme, 'ratesByLocation'>)[] = [
    'pointsPerDollar',
    'rounding',
    'visitBonus',
    'expiryMonths',
    'pointValueCents',
  ];
  for (const key of fields) {
    const problem = only({ [key]: p[key] });
    if (problem) errors[key] = problem;
  }
  const rateErrors = (form.rates ?? []).map((field) =>
    (field.rate ?? '').trim() !== '' && only({ ratesByLocation: { [field.location]: decimal(field.rate) } })
      ? { rate: PROGRAMME_MESSAGES.ratesByLocation }
      : undefined,
  );
  if (rateErrors.some(Boolean)) errors.rates = rateErrors;
  return errors;
}

/** Saves the programme (Super Admins; docs/product.md §10.28) once every field passes; nothing is sent otherwise. */
export async function saveProgramme(
  programme: ProgrammeRepository,
  form: Partial<ProgrammeForm>,
): Promise<Outcome<ProgrammeFormErrors>> {
  const errors = programmeFormProblems(form);
  if (Object.keys(errors).length > 0) return refused(errors);
  await programme.save(programmeOfForm(form));
  return done();
}
