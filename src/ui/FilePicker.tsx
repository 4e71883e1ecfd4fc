/**
 * The styled file picker: a drop zone with a Choose button, the chosen file's name, size and an image
 * preview; files can also be dropped on it or pasted (Ctrl/⌘+V of a copied image, anywhere on the
 * page while `pasteAnywhere` is set — text pastes are left alone). A real <input type="file"> stays
 * underneath (labelled by the caller's <label htmlFor={id}>), so forms, tests and assistive tech see
 * one ordinary file field. Side effects: an object URL for the preview (revoked), a document paste
 * listener while mounted with `pasteAnywhere`.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ImageUp, X } from 'lucide-react';
import { formatFileSize } from './format';

export interface FilePickerProps {
  /** id of the file input (the caller's <label htmlFor> names it). */
  id: string;
  accept?: string;
  /** The file chosen in this session (name, size and preview are shown). */
  file: File | null;
  onFile: (file: File) => void;
  /** The saved image, shown in preference to the chosen file (pass null while a new file awaits saving). */
  currentUrl?: string | null;
  previewAlt?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Shown as a button beside the preview when there is something to remove. */
  removeLabel?: string;
  onRemove?: () => void;
  pasteAnywhere?: boolean;
  hint?: ReactNode;
}

function firstFile(list: FileList | null | undefined, accept: string | undefined): File | null {
  const files = Array.from(list ?? []);
  if (!accept || !accept.includes('image')) return files[0] ?? null;
  return files.find((f) => f.type.startsWith('image/')) ?? files[0] ?? null;
}

export function FilePicker(props: FilePickerProps) {
  const { id, accept, file, onFile, currentUrl, previewAlt = '', disabled, invalid, describedBy, removeLabel, onRemove, pasteAnywhere, hint } = props;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const onFileRef = useRef(onFile);
  useEffect(() => {
    onFileRef.current = onFile;
  }, [onFile]);

  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (!pasteAnywhere || disabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const pasted = firstFile(event.clipboardData?.files, accept);
      if (!pasted) return;
      event.preventDefault();
      onFileRef.current(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [pasteAnywhere, disabled, accept]);

  // What is saved wins (after an upload it is the stored image); else the chosen file itself.
  const preview = currentUrl ?? objectUrl ?? null;
  const classes = ['file-picker', dragging ? 'dragging' : '', invalid ? 'invalid' : '', disabled ? 'disabled' : ''].filter(Boolean).join(' ');

  return (
    <div
      className={classes}
      data-testid="file-picker"
      onDragEnter={(e) => {
        if (disabled) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (disabled) return;
        const dropped = firstFile(e.dataTransfer.files, accept);
        if (dropped) onFile(dropped);
      }}
      onPaste={(e) => {
        if (pasteAnywhere || disabled) return;
        const pasted = firstFile(e.clipboardData.files, accept);
        if (!pasted) return;
        e.preventDefault();
        onFile(pasted);
      }}
    >
      <input
        ref={input}
        id={id}
        type="file"
        className="file-picker-input"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          e.target.value = '';
        }}
      />
      <div className="file-picker-preview">
        {preview ? <img src={preview} alt={previewAlt} width={160} height={120} /> : <ImageUp size={32} strokeWidth={1.5} aria-hidden="true" />}
      </div>
      <div className="file-picker-body">
        {file ? (
          <p className="file-picker-file">
            <span className="file-picker-name" title={file.name}>{file.name}</span>
            <span className="file-picker-size">{formatFileSize(file.size)}</span>
          </p>
        ) : (
          <p className="file-picker-prompt">{preview ? 'Drop or paste another image to replace it' : 'Drag an image here or paste one'}</p>
        )}
        {hint && <p className="file-picker-hint">{hint}</p>}
        <div className="file-picker-actions">
          <button type="button" className="btn btn-outline btn-small" disabled={disabled} onClick={() => input.current?.click()}>
            {preview || file ? 'Choose Another File' : 'Choose File'}
          </button>
          {onRemove && removeLabel && (preview || file) && (
            <button type="button" className="btn btn-ghost btn-small file-picker-remove" disabled={disabled} onClick={onRemove}>
              <X size={16} aria-hidden="true" /> {removeLabel}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
