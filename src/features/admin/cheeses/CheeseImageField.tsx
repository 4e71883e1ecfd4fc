/**
 * The cheese image: the styled picker (drop, paste, choose); the picture is reduced on this device
 * (upright, ≤ 2560 px, no metadata) and uploaded to bucket 'cheeses' (kept on the device when
 * offline); preview and Remove image beside it. The placeholder travels with the URL.
 */
import { useEffect, useState } from 'react';
import { prepareImageUpload, storeImage } from '@/data';
import { useImageUrl } from '@/data/react';
import { IMAGE_PICKER_ACCEPT, IMAGE_PICKER_HINT } from '@/domain/image-upload';
import { IMAGE_UPLOADED, imageUploadFailed } from '@/domain/messages';
import { FilePicker } from '@/ui/FilePicker';
import { FieldError, fieldErrorId } from '@/ui/FieldError';

export interface CheeseImageFieldProps {
  value: string | null;
  name: string;
  /** A new picture (its URL and placeholder), or none (both null). */
  onChange: (url: string | null, placeholder: string | null) => void;
  /** Field-level error (e.g. no image on save). */
  error?: string;
}

export function CheeseImageField({ value, name, onChange, error }: CheeseImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);
  const src = useImageUrl(value);
  // The processing worker and the upload code are loaded while the editor looks for a picture.
  useEffect(prepareImageUpload, []);

  async function onFile(chosen: File) {
    setFile(chosen);
    setUploading(true);
    setStatus(null);
    try {
      const image = await storeImage(chosen, 'cheeses');
      onChange(image.url, image.placeholder);
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
        accept={IMAGE_PICKER_ACCEPT}
        file={value ? file : null}
        currentUrl={value ? (src ?? null) : null}
        previewAlt={name ? `${name} preview` : 'Cheese image preview'}
        disabled={uploading}
        invalid={!!error}
        describedBy={error ? fieldErrorId('cheese-image') : undefined}
        pasteAnywhere
        hint={IMAGE_PICKER_HINT}
        onFile={(f) => void onFile(f)}
        removeLabel="Remove Image"
        onRemove={() => {
          onChange(null, null);
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
