import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  evaluate,
  type CalcResult,
  type CalculatorDefinition,
} from '@/utils/calculators/calculator';
import { calculatorPath } from '@/utils/calculators/definitions';
import {
  defaultValues,
  hasFieldInQuery,
  rawFromQuery,
  toRaw,
  type RawValues,
  type ValuesOf,
  type FieldMap,
} from '@/utils/calculators/fields';
import type { FieldErrors } from '@/utils/validation/errors';

/** Wait this long after the last change before writing the address bar. */
export const URL_DEBOUNCE_MS = 400;

export interface CalculatorState {
  raw: RawValues;
  errors: FieldErrors;
  /** The last inputs that passed validation; the result always belongs to these. */
  values: ValuesOf<FieldMap>;
  result: CalcResult;
  setField: (key: string, text: string) => void;
}

/**
 * Form text, validation and result of one calculator, with the inputs mirrored in the query
 * string. The first render uses the defaults, as the static HTML does; the query is read once
 * the router knows it, and written back (debounced, shallow) after each valid change.
 */
export function useCalculatorState(definition: CalculatorDefinition): CalculatorState {
  const router = useRouter();
  const [raw, setRaw] = useState<RawValues>(() => toRaw(defaultValues(definition.fields)));
  const [values, setValues] = useState<ValuesOf<FieldMap>>(() => defaultValues(definition.fields));
  const [queryRead, setQueryRead] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Reading the query during render (not in an effect) replaces the defaults before paint.
  // A mocked or old router has no isReady: it is ready.
  if (!queryRead && router.isReady !== false) {
    setQueryRead(true);
    if (hasFieldInQuery(definition.fields, router.query)) {
      const fromUrl = rawFromQuery(definition.fields, router.query);
      const evaluation = evaluate(definition, fromUrl);
      setRaw(fromUrl);
      if (evaluation.ok) setValues(evaluation.values);
    }
  }

  const evaluation = useMemo(() => evaluate(definition, raw), [definition, raw]);
  const result = useMemo(() => definition.compute(values), [definition, values]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const writeUrl = useCallback(
    (next: RawValues) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // Keep parameters that belong to the page frame (noHeader, mob ...).
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(router.query)) {
          if (key === 'slug' || key in definition.fields || value === undefined) continue;
          params.set(key, Array.isArray(value) ? value[0] : value);
        }
        for (const [key, value] of Object.entries(next)) params.set(key, value.trim());
        const url = `${calculatorPath(definition.slug)}?${params.toString()}`;
        void router.replace(url, undefined, { shallow: true, scroll: false });
      }, URL_DEBOUNCE_MS);
    },
    [router, definition],
  );

  const setField = useCallback(
    (key: string, text: string) => {
      const next = { ...raw, [key]: text };
      setRaw(next);
      const checked = evaluate(definition, next);
      // An invalid input keeps the last valid result and leaves the address bar alone.
      if (checked.ok) {
        setValues(checked.values);
        writeUrl(next);
      }
    },
    [raw, definition, writeUrl],
  );

  return { raw, errors: evaluation.ok ? {} : evaluation.errors, values, result, setField };
}
