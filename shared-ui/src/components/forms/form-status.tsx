// The outcome of a form submission: success as a polite status, failure as an alert.
export function FormStatus({ success, error }: { success?: string | null | undefined; error?: string | null | undefined }) {
  if (error) {
    return (
      <p className="form-status form-status--error" role="alert">
        {error}
      </p>
    );
  }
  return (
    <p className="form-status form-status--success" role="status">
      {success ?? ''}
    </p>
  );
}
