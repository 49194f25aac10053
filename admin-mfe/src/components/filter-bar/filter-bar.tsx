// The search box and filters above an admin list: a GET form, so the filters land in the address
// (the list's loader reads them there) and Back returns to the previous ones.
import { useId, type ReactNode } from 'react';
import { Form, Link } from 'shared-router';

export interface FilterBarProps {
  /** The list's path (the form's action, and "Clear"). */
  path: string;
  /** The search box's label and current text. */
  searchLabel: string;
  q: string;
  /** Selects and checkboxes; their names are the list's filter names. */
  children?: ReactNode;
  /** Hidden inputs to keep (e.g. the sort). */
  keep?: Record<string, string>;
  active: boolean;
}

export function FilterBar({ path, searchLabel, q, children, keep = {}, active }: FilterBarProps) {
  const searchId = useId();
  return (
    <Form method="get" action={path} role="search" className="admin-filters" aria-label={`Search and filter: ${searchLabel}`}>
      <div className="field field--grow">
        <label className="field__label" htmlFor={searchId}>
          {searchLabel}
        </label>
        <input id={searchId} className="field__input" type="search" name="q" defaultValue={q} key={q} autoComplete="off" />
      </div>
      {children}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        Apply
      </button>
      {active ? (
        <Link className="button" to={path}>
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** A filter's label and its control, joined by an id (`control` is given it). */
function FilterField({ label, control }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control(id)}
    </div>
  );
}

interface FilterProps {
  /** The filter's name in the address. */
  name: string;
  label: string;
  /** Its value now; the control is drawn afresh when it changes (Back, "Clear"). */
  value: string | undefined;
}

/** A labelled select of the filter bar; an empty option means "any". */
export function FilterSelect({ name, label, value, options }: FilterProps & { options: Array<{ value: string; label: string }> }) {
  return (
    <FilterField
      label={label}
      control={(id) => (
        <select id={id} name={name} defaultValue={value ?? ''} key={value ?? ''} className="field__input">
          <option value="">Any</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A labelled date of the filter bar (a range's "from" or "to"); empty means "any". */
export function FilterDate({ name, label, value }: FilterProps) {
  return (
    <FilterField
      label={label}
      control={(id) => <input id={id} className="field__input" type="date" name={name} defaultValue={value ?? ''} key={value ?? ''} />}
    />
  );
}
