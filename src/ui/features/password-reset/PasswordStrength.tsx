import { STRENGTH_MAX } from '../../../domain/constants';
import { isStrongPassword, passwordStrength, strengthPercent } from '../../../domain/password';

const LABELS = ['Too weak', 'Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The strength bar of docs/product.md §5: 20 % a point, green above 4, exposed as a progress bar with aria-valuenow. */
export function PasswordStrength({ password }: { password: string }) {
  const score = passwordStrength(password);
  const percent = strengthPercent(score);
  const label = LABELS[score] ?? '';
  return (
    <div className="strength">
      <div
        className={`strength__track${isStrongPassword(score) ? ' strength__track--strong' : ''}`}
        role="progressbar"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}: ${score} of ${STRENGTH_MAX}`}
      >
        <div className="strength__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="strength__label" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
