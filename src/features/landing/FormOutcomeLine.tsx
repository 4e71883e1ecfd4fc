/** Where a landing form says how sending went (announced politely; empty until it has been sent). */
import type { FormOutcome } from './newsletter';

export function FormOutcomeLine({ outcome, testId }: { outcome: FormOutcome | null; testId: string }) {
  return (
    <div aria-live="polite" role="status">
      {outcome && (
        <p className={`form-message ${outcome.ok ? 'success' : 'error'}`} data-testid={testId}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}
