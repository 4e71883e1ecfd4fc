/** A field's error message under it (the field points at it with aria-describedby). */
import { CircleAlert } from 'lucide-react';

/** The id a field's error message gets, for the field's aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={fieldErrorId(fieldId)}>
      <CircleAlert size={16} aria-hidden="true" /> {message}
    </p>
  );
}
