// The outcome of a form submission: success as a polite status, failure as an alert. Either give
// the form's state (useForm's `status`) or the messages.
import type { FormState } from './use-form';

export function FormStatus({ state, success, error }: { state?: FormState; success?: string | null | undefined; error?: string | null | undefined }) {
  const failure = error ?? (state?.kind === 'error' ? state.message : null);
  const done = success ?? (state?.kind === 'success' ? state.message : null);
  if (failure) {
    return (
      <p className="form-status form-status--error" role="alert">
        {failure}
      </p>
    );
  }
  return (
    <p className="form-status form-status--success" role="status">
      {done ?? ''}
    </p>
  );
}
