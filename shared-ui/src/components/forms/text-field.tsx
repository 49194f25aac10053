// A labelled input with its hint and error wired for assistive technology.
import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | keyof FieldFrameProps> {}

export function TextField({ label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => <input className="field__input" {...control} {...input} />}
    </FieldFrame>
  );
}
