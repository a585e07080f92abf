import { useId, useRef, useState, type FormEvent } from 'react';
import { TOKENS } from '../../../application/tokens';
import { saveTimeZone } from '../../../application/use-cases/time-zone';
import { useBusinessZone } from '../../shared/zone/business-zone-context';
import { submitFailure } from '../../shared/errors/error-policy';
import { ResourceState } from '../../shared/components/status/ResourceState';
import { TimeZoneList } from '../../shared/forms/time-zones';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import '../../shared/forms/forms.css';
import './time-zone-section.css';

/**
 * Settings → Time zone (docs/product.md §10.31): the business's IANA zone, searched by typing. Every day of the
 * console is a day of it (filters, the Overview, exports, the trail), and every time is shown in it.
 */
export function TimeZoneSection() {
  const settings = useService(TOKENS.Settings);
  const resource = useResource('settings-time-zone', (signal) => settings.load(signal));
  return (
    <section className="settings__section card" aria-labelledby="time-zone-heading">
      <div className="settings__head">
        <h2 id="time-zone-heading">Time zone</h2>
      </div>
      <p className="settings__lead">
        Every day the console counts is a day of this zone: the filters&rsquo; dates, the Overview&rsquo;s
        days and weeks (from Monday), the exports and the activity. Times are shown in it too.
      </p>
      <ResourceState resource={resource} what="the time zone" />
      {resource.data && <TimeZoneForm saved={resource.data.timeZone} />}
    </section>
  );
}

function TimeZoneForm({ saved: initial }: { saved: string }) {
  const settings = useService(TOKENS.Settings);
  const business = useBusinessZone();
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Save is disabled while pending and again once saved, which drops the focus its click gave it to the page:
  // it goes back to the field, described by the refusal or beside the saved line. Focus moved elsewhere stays.
  const refocus = () => {
    const active = document.activeElement;
    if (active === null || active === document.body || active === button.current) field.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(false);
    setPending(true);
    try {
      const outcome = await saveTimeZone(settings, value);
      if (!outcome.ok) {
        setProblem(outcome.errors);
        return;
      }
      const zone = value.trim();
      setSaved(zone);
      setValue(zone);
      setDone(true);
      business.changed(zone);
    } catch (error) {
      setProblem(submitFailure(error));
    } finally {
      setPending(false);
      refocus();
    }
  };
  const errorId = `${id}-error`;
  return (
    <form className="time-zone-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-zone`}>Time zone</label>
      <div className="time-zone-form__row">
        <input
          ref={field}
          id={`${id}-zone`}
          className="input"
          list={`${id}-zones`}
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${errorId}` : ''}`}
          onChange={(event) => {
            setValue(event.target.value);
            setDone(false);
          }}
        />
        <button ref={button} type="submit" className="button" disabled={pending || value.trim() === saved}>
          {pending ? 'Saving…' : 'Save time zone'}
        </button>
      </div>
      <TimeZoneList id={`${id}-zones`} />
      <p id={`${id}-hint`} className="time-zone-form__hint">
        Type to search, such as Toronto or Europe/Paris. Now: {saved}.
      </p>
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className="time-zone-form__saved" role="status">
          Saved: days and times are now {saved}&rsquo;s.
        </p>
      )}
    </form>
  );
}
