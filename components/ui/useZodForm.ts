import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form approach for long forms (KYC, insurance, 40 fields): react-hook-form keeps inputs uncontrolled (no
 * re-render of the whole form per keystroke) and the shared zod schema in utils/validation decides, so each
 * message is written once for the form and the backend. Messages appear once a field is left ('onTouched')
 * and then follow every change.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

/** The message for a field (dotted paths such as 'address.pincode' work), ready for a ui field's `error`. */
export function errorText(errors: FieldErrors, name: string): string | undefined {
  const error: { message?: unknown } | undefined = get(errors, name);
  return typeof error?.message === 'string' ? error.message : undefined;
}
