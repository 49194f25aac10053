// A line of an order being entered or edited: its quantity box and its Remove button, named by the
// product so a screen reader says which line they change.
export function LineQuantity({ title, value, onChange }: { title: string; value: string; onChange: (quantity: string) => void }) {
  return (
    <input
      className="field__input order-edit__quantity"
      type="number"
      min={1}
      inputMode="numeric"
      aria-label={`Quantity of ${title}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function RemoveLine({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button--danger" aria-label={`Remove ${title}`} onClick={onRemove}>
      Remove
    </button>
  );
}
