// A file field that also takes files dropped on it (the media uploader, the CSV import): the box is
// marked while files are dragged over it, and what is dropped goes where the chosen files go. The
// field itself stays a labelled <input type="file">, so a keyboard or a screen reader chooses files
// the ordinary way.
import { useState, type ChangeEvent, type DragEvent } from 'react';

export interface DropZoneProps {
  /** The file input's id (its label points at it). */
  inputId: string;
  label: string;
  /** What the input takes ("image/png,…", ".csv,text/csv"). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The files chosen or dropped (none are passed while disabled). */
  onFiles: (files: File[]) => void;
  /** Under the field: "Or drop them here. PNG, …". */
  hint: string;
}

export function DropZone({ inputId, label, accept, multiple = false, disabled = false, onFiles, hint }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (!disabled && chosen.length) onFiles(multiple ? chosen : chosen.slice(0, 1));
  };
  return (
    <div
      className={`product-import__drop${dragging ? ' product-import__drop--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
    >
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          take(event.target.files);
          // The same file chosen again (after fixing it) is a new choice.
          event.target.value = '';
        }}
      />
      <p className="field__hint">{hint}</p>
    </div>
  );
}
