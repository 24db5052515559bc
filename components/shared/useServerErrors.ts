import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { showServerErrors } from './serverErrors';

/**
 * A form's save with the server as the last word: `attempt` runs the save, places each field error the server
 * answers under its field, and keeps the rest as the form's error. Answers whether the save went through.
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, isField: (path: string) => boolean) {
  const [formError, setFormError] = useState<string | null>(null);
  async function attempt(save: () => Promise<unknown>): Promise<boolean> {
    setFormError(null);
    try {
      await save();
      return true;
    } catch (error) {
      setFormError(showServerErrors<T>(error, setError, isField));
      return false;
    }
  }
  return { formError, attempt };
}
