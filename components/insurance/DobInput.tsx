import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import DateField from '@/components/ui/DateField';

/** A DD/MM/YYYY date of birth bound to a react-hook-form field; the form's schema supplies the age message. */
export default function DobInput<Form extends FieldValues>({ control, name, label }: { control: Control<Form>; name: Path<Form>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
