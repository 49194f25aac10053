// A labelled drop-down with its hint and error wired for assistive technology (the label names the
// control alone, not its chosen option).
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | keyof FieldFrameProps> {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first option with the empty value (for example "Choose a category…"). */
  placeholder?: string;
}

export function SelectField({ label, error, hint, optional, className, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <select className="field__input" {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
