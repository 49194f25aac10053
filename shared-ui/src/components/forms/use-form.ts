// The one form helper: values in state, a zod schema checked on submit (its messages shown next to
// the fields, focus moved to the first field in error), then the submit action with a pending state
// and its outcome (a success message, or an error message and field errors) — nothing the person
// typed is lost when it fails. Every form of the shop and the admin uses it.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, loadSchemas } from 'shared-data';

/** A form's values: a plain object of its fields. */
export type FormValues = object;

export type FormState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** Thrown by a submit action: a message for the form and, optionally, messages for fields. */
export class FormError extends Error {
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'FormError';
    this.fieldErrors = fieldErrors;
  }
}

export interface UseFormOptions<Values extends FormValues, Output> {
  initialValues: Values;
  /**
   * Checked on submit; its messages are the fields' errors (first issue per field). A function is
   * called at each submit (for checks that depend on the moment, such as "not in the past").
   */
  schema?: z.ZodType<Output, unknown> | (() => z.ZodType<Output, unknown>);
  /**
   * Runs with the schema's output (or the values when there is no schema). Returns the success
   * message, if any; throws to fail (a FormError's field errors are shown too).
   */
  onSubmit: (output: Output, values: Values) => Promise<string | void> | string | void;
  /** The message for an error the action threw that is not a FormError. */
  errorMessage?: (error: unknown) => string;
  /** Empty the fields after a successful submission (default false). */
  resetOnSuccess?: boolean;
}

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: string | undefined;
}

export interface FormApi<Values extends FormValues> {
  values: Values;
  errors: Partial<Record<keyof Values & string, string>> & Record<string, string | undefined>;
  status: FormState;
  pending: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** `<form {...form.formProps}>`: noValidate, the submit handler, the ref for focus. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    /** Starts the download of the schema checks (zod) when a field gets focus. */
    onFocus?: () => void;
  };
  /** The props of a text-like field bound to `name` (value, onChange, error). */
  field: (name: keyof Values & string) => FieldBinding;
  setValue: <Key extends keyof Values & string>(name: Key, value: Values[Key]) => void;
  setValues: (update: (current: Values) => Values) => void;
  /** Submits programmatically (the same checks as the form's submit). */
  submit: () => Promise<boolean>;
  reset: (values?: Values) => void;
  setStatus: (status: FormState) => void;
}

const SCHEMAS_UNAVAILABLE = 'The form could not be checked: the connection failed. Please try again.';

/** Starts zod's download when a field of a form that has a schema first gets focus. */
const preloadSchemas = (): void => {
  loadSchemas().catch(() => undefined); // the submit reports a failure
};

const defaultErrorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

export function useForm<Values extends FormValues, Output = Values>(options: UseFormOptions<Values, Output>): FormApi<Values> {
  const { initialValues, schema, onSubmit, errorMessage = defaultErrorMessage, resetOnSuccess = false } = options;
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValuesState] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [status, setStatus] = useState<FormState>({ kind: 'idle' });
  // Focus moves to the first invalid control (in the order the form shows them) once React has
  // committed the errors; each request is a new number so the effect runs again.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  // A second submit while one runs is ignored (a double click sends once).
  const running = useRef(false);

  const setValue = useCallback(<Key extends keyof Values & string>(name: Key, value: Values[Key]) => {
    setValuesState((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const setValues = useCallback((update: (current: Values) => Values) => setValuesState(update), []);

  const submit = useCallback(async (): Promise<boolean> => {
    if (running.current) return false;
    const current = values;
    let output: Output;
    if (schema) {
      // zod is downloaded on first need (started when a field of the form gets focus); a failed
      // download fails the submission with a message, and the next submit tries again.
      running.current = true;
      const ready = await loadSchemas().then(
        () => true,
        () => false,
      );
      running.current = false;
      if (!ready) {
        setStatus({ kind: 'error', message: SCHEMAS_UNAVAILABLE });
        return false;
      }
      const parsed = (typeof schema === 'function' ? schema() : schema).safeParse(current);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        setErrors(fieldErrors);
        setStatus(fieldErrors['_form'] ? { kind: 'error', message: fieldErrors['_form'] } : { kind: 'idle' });
        setFocusRequest((count) => count + 1);
        return false;
      }
      output = parsed.data;
    } else {
      output = current as unknown as Output;
    }
    setErrors({});
    running.current = true;
    setStatus({ kind: 'pending' });
    try {
      const message = await onSubmit(output, current);
      if (resetOnSuccess) setValuesState(initialValues);
      setStatus(message ? { kind: 'success', message } : { kind: 'idle' });
      return true;
    } catch (error) {
      if (error instanceof FormError && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
        setFocusRequest((count) => count + 1);
      }
      setStatus({ kind: 'error', message: error instanceof FormError ? error.message : errorMessage(error) });
      return false;
    } finally {
      running.current = false;
    }
  }, [values, schema, onSubmit, errorMessage, resetOnSuccess, initialValues]);

  const onFormSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  const field = (name: keyof Values & string): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
    error: errors[name],
  });

  const reset = useCallback(
    (next?: Values) => {
      setValuesState(next ?? initialValues);
      setErrors({});
      setStatus({ kind: 'idle' });
    },
    [initialValues],
  );

  return {
    values,
    errors: errors as FormApi<Values>['errors'],
    status,
    pending: status.kind === 'pending',
    formRef,
    formProps: { ref: formRef, noValidate: true, onSubmit: onFormSubmit, ...(schema ? { onFocus: preloadSchemas } : {}) },
    field,
    setValue,
    setValues,
    submit,
    reset,
    setStatus,
  };
}
