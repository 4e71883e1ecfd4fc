/** The cheese image: file upload (bucket 'cheeses', kept on the device when offline), preview, remove. */
import { useRef, useState } from 'react';
import { storeImage, useImageUrl } from '@/data';
import { checkImageFile } from '@/domain/image-rules';
import { IMAGE_UPLOADED, imageUploadFailed } from '@/domain/messages';
import { SmartImage } from '@/ui/SmartImage';

export interface CheeseImageFieldProps {
  value: string | null;
  name: string;
  onChange: (url: string | null) => void;
}

export function CheeseImageField({ value, name, onChange }: CheeseImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);
  const src = useImageUrl(value);

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setStatus({ text: imageUploadFailed(problem), ok: false });
      if (input.current) input.current.value = '';
      return;
    }
    setUploading(true);
    setStatus(null);
    try {
      onChange(await storeImage(file, 'cheeses', file.name));
      setStatus({ text: IMAGE_UPLOADED, ok: true });
    } catch (e) {
      setStatus({ text: imageUploadFailed(e instanceof Error ? e.message : String(e)), ok: false });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="field field-wide">
      <label htmlFor="cheese-image">
        Image<span className="required" aria-hidden="true"> *</span>
      </label>
      {value && (
        <div className="cheese-image-preview">
          <SmartImage src={src} alt={name ? `${name} preview` : 'Cheese image preview'} width={220} height={165} />
        </div>
      )}
      <input
        ref={input}
        id="cheese-image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={uploading}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {value && (
        <button type="button" className="btn btn-ghost" onClick={() => { onChange(null); setStatus(null); }}>
          Remove image
        </button>
      )}
      {uploading && <p role="status">Uploading image...</p>}
      {status && (
        <p className={status.ok ? 'admin-message admin-message-success' : 'admin-message admin-message-error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
    </div>
  );
}
