// A form's send life cycle: editing → (client checks fail: field errors) → submitting → saved,
// or the server's 422 field errors under their fields, or any other failure above the form.
import { useState } from 'react';
import { type FieldErrors, formFailureOf } from './fieldErrors.ts';

export function useFormSubmission(knownFields: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  /** Sends unless `problems` names a field; `send` rejects with the call's ClientError. */
  const submit = async (problems: FieldErrors, send: () => Promise<void>) => {
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send();
    } catch (error) {
      const found = formFailureOf(error, knownFields);
      setErrors(found.fields);
      setFailure(found.other);
    } finally {
      setBusy(false);
    }
  };
  /** An edited field loses its error. */
  const clear = (field: string) =>
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });
  return { errors, failure, busy, submit, clear };
}
