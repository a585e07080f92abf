import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CODE_LENGTH } from '../../../domain/constants';
import { formatMmSs } from '../../../domain/countdown';
import { joinOtp } from '../../../domain/otp';
import { BackIcon } from '../components/icons';
import './code-step.css';

export interface CodeStepProps {
  title: string;
  description?: ReactNode;
  secondsLeft: number;
  canResend: boolean;
  resendLocked: boolean;
  pending: boolean;
  onSubmit(code: string): void;
  onResend(): void;
  onBack(): void;
}

const EMPTY: readonly string[] = Array.from({ length: CODE_LENGTH }, () => '');

/**
 * The 4-box code screen of login, reset and sign-up. Any character is accepted (maxLength 1) so the format
 * rules of SPEC §5 are the machine's to enforce and report.
 */
export function CodeStep(props: CodeStepProps) {
  const { title, description, secondsLeft, canResend, resendLocked, pending } = props;
  const [boxes, setBoxes] = useState<readonly string[]>(EMPTY);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => inputs.current[index]?.focus();

  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  const setBox = (index: number, value: string) =>
    setBoxes((current) => current.map((box, i) => (i === index ? value : box)));

  const onChange = (index: number, value: string) => {
    const char = value.slice(-1);
    setBox(index, char);
    if (char && index < CODE_LENGTH - 1) focusBox(index + 1);
    if (!char && index > 0) focusBox(index - 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || boxes[index] || index === 0) return;
    event.preventDefault();
    setBox(index - 1, '');
    focusBox(index - 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = [...event.clipboardData.getData('text').trim()];
    if (pasted.length === 0) return;
    event.preventDefault();
    // A whole code fills all four boxes; a fragment fills onwards from the box it was pasted into.
    const start = pasted.length >= CODE_LENGTH ? 0 : index;
    setBoxes((current) =>
      current.map((box, i) => (i >= start && i - start < pasted.length ? (pasted[i - start] ?? box) : box)),
    );
    focusBox(Math.min(start + pasted.length, CODE_LENGTH) - 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) props.onSubmit(joinOtp(boxes));
  };

  return (
    <section className="code-step" aria-labelledby="code-step-title">
      <div className="code-step__head">
        <button
          type="button"
          className="icon-button"
          aria-label="Back"
          onClick={props.onBack}
          disabled={pending}
        >
          <BackIcon />
        </button>
        <h1 id="code-step-title">{title}</h1>
      </div>
      {description && <p className="code-step__description">{description}</p>}
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
              maxLength={1}
              autoComplete="one-time-code"
              aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
              value={box}
              onChange={(event) => onChange(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </fieldset>
        <button type="submit" className="button code-step__submit" disabled={pending}>
          {pending ? 'Verifying…' : 'Verify'}
        </button>
      </form>
      <div className="code-step__resend">
        <p role="timer" aria-live="off" className="code-step__timer">
          Code expires in <strong>{formatMmSs(secondsLeft)}</strong>
        </p>
        {canResend && (
          <button
            type="button"
            className="button--link code-step__resend-button"
            onClick={props.onResend}
            disabled={pending || resendLocked}
          >
            {resendLocked ? 'Resend (wait a moment)' : 'Resend'}
          </button>
        )}
      </div>
    </section>
  );
}
