import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '../../../domain/constants';
import { enterCode, joinOtp } from '../../../domain/otp';

const EMPTY: readonly string[] = Array.from({ length: CODE_LENGTH }, () => '');

/**
 * The four one-digit boxes and Verify. Typing and pasting keep digits only (a pasted code fills from the first
 * box); a short code is still sent, so the code step can say what is missing.
 */
export function CodeBoxes({ pending, onSubmit }: { pending: boolean; onSubmit(code: string): void }) {
  const [boxes, setBoxes] = useState<readonly string[]>(EMPTY);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => inputs.current[index]?.focus();

  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  const enter = (index: number, text: string) => {
    const entry = enterCode(boxes, index, text);
    setBoxes(entry.boxes);
    focusBox(entry.focus);
  };

  const onChange = (index: number, value: string) => {
    if (value !== '') return enter(index, value);
    setBoxes((current) => current.map((box, i) => (i === index ? '' : box)));
    if (index > 0) focusBox(index - 1);
  };

  // A typed digit replaces the box and moves on even when it equals the digit already there (no change event
  // fires then, so the rest of a retyped code was swallowed). Backspace in an empty box clears the one before.
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      return enter(index, event.key);
    }
    if (event.key !== 'Backspace' || boxes[index] || index === 0) return;
    event.preventDefault();
    setBoxes((current) => current.map((box, i) => (i === index - 1 ? '' : box)));
    focusBox(index - 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(joinOtp(boxes));
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="code-step__boxes">
        <legend className="visually-hidden">Verification code</legend>
        {boxes.map((box, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="code-step__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={1}
            autoComplete="one-time-code"
            aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
            value={box}
            onChange={(event) => onChange(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => {
              event.preventDefault();
              enter(index, event.clipboardData.getData('text'));
            }}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </fieldset>
      <button type="submit" className="button code-step__submit" disabled={pending}>
        {pending ? 'Verifying…' : 'Verify'}
      </button>
    </form>
  );
}
