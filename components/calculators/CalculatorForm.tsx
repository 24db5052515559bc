import {
  numberSchema,
  type FieldMap,
  type RawValues,
  type ValuesOf,
} from '@/utils/calculators/fields';
import type { FieldErrors } from '@/utils/validation/errors';
import ChoiceInput from './ChoiceInput';
import NumberInput from './NumberInput';
import styles from './Fields.module.scss';

export interface CalculatorFormProps {
  fields: FieldMap;
  raw: RawValues;
  values: ValuesOf<FieldMap>;
  errors: FieldErrors;
  onChange: (name: string, text: string) => void;
}

/** The inputs of one calculator. Results update as you type, so there is no submit button. */
export default function CalculatorForm({
  fields,
  raw,
  values,
  errors,
  onChange,
}: CalculatorFormProps) {
  return (
    <form
      className={styles.form}
      aria-label="Calculator inputs"
      onSubmit={(e) => e.preventDefault()}
      noValidate
    >
      {Object.entries(fields).map(([name, field]) => {
        if (field.type === 'choice') {
          return (
            <ChoiceInput
              key={name}
              name={name}
              field={field}
              value={raw[name]}
              error={errors[name]}
              onChange={onChange}
            />
          );
        }
        // The slider follows the box whenever the box holds a number the field accepts.
        const own = numberSchema(field).safeParse(raw[name]);
        const value = own.success ? own.data : Number(values[name]);
        return (
          <NumberInput
            key={name}
            name={name}
            field={field}
            text={raw[name]}
            value={value}
            error={errors[name]}
            onChange={onChange}
          />
        );
      })}
    </form>
  );
}
