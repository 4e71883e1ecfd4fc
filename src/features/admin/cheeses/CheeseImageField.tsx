/** The cheese image: the styled picker (drop, paste, choose), upload to bucket 'cheeses' (kept on the device when offline), preview and Remove image beside it. */
import { useState } from 'react';
import { storeImage, useImageUrl } from '@/data';
import { checkImageFile } from '@/domain/image-rules';
import { IMAGE_UPLOADED, imageUploadFailed } from '@/domain/messages';
import { FilePicker } from '@/ui/FilePicker';
import { FieldError, fieldErrorId } from '@/ui/FieldError';

export interface CheeseImageFieldProps {
  value: string | null;
  name: string;
  onChange: (url: string | null) => void;
  /** Field-level error (e.g. no image on save). */
  error?: string;
}

export function CheeseImageField({ value, name, onChange, error }: CheeseImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);
  const src = useImageUrl(value);

  async function onFile(chosen: File) {
    const problem = checkImageFile(chosen);
    if (problem) {
      setStatus({ text: imageUploadFailed(problem), ok: false });
      return;
    }
    setFile(chosen);
    setUploading(true);
    setStatus(null);
    try {
      onChange(await storeImage(chosen, 'cheeses', chosen.name));
      setStatus({ text: IMAGE_UPLOADED, ok: true });
    } catch (e) {
      setFile(null);
      setStatus({ text: imageUploadFailed(e instanceof Error ? e.message : String(e)), ok: false });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="field field-wide">
      <label htmlFor="cheese-image">
        Image<span className="required" aria-hidden="true"> *</span>
      </label>
      <FilePicker
        id="cheese-image"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        file={value ? file : null}
        currentUrl={value ? (src ?? null) : null}
        previewAlt={name ? `${name} preview` : 'Cheese image preview'}
        disabled={uploading}
        invalid={!!error}
        describedBy={error ? fieldErrorId('cheese-image') : undefined}
        pasteAnywhere
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB"
        onFile={(f) => void onFile(f)}
        removeLabel="Remove image"
        onRemove={() => {
          onChange(null);
          setFile(null);
          setStatus(null);
        }}
      />
      <FieldError fieldId="cheese-image" message={error} />
      {uploading && <p role="status">Uploading image...</p>}
      {status && (
        <p className={status.ok ? 'admin-message admin-message-success' : 'admin-message admin-message-error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
    </div>
  );
}
