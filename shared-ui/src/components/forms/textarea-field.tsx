// A labelled multi-line input with its hint and error wired for assistive technology (the
// textarea sibling of TextField).
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export interface TextAreaFieldProps extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | keyof FieldFrameProps> {}

export function TextAreaField({ label, error, hint, optional, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => <textarea className="field__input field__input--multiline" rows={rows} {...control} {...textarea} />}
    </FieldFrame>
  );
}
