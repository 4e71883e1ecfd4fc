/**
 * The image dialog, for the featured image (file, alt text, remove) and for an image inserted into
 * the content (file and alt text). Online, the file goes to storage at once and the server's verdict
 * is shown ('Image uploaded successfully!' / 'Failed to upload image: {message}'); without a
 * connection it is kept on this device and uploaded before the article (side effect: upload or
 * IndexedDB write through the data layer).
 */
import { useEffect, useId, useState } from 'react';
import { LOCAL_IMAGE_PREFIX } from '@/data/engine';
import { prepareImageUpload, storeImage, type StoredImage } from '@/data';
import { useImageUrl } from '@/data/react';
import { ARTICLE_IMAGE_BUCKET, IMAGE_INSERT_REQUIRED, IMAGE_PICKER_ACCEPT, IMAGE_PICKER_HINT, IMAGE_UPLOADED, imageUploadFailed } from '@/domain';
import { FilePicker } from '@/ui/FilePicker';
import { BuilderModal } from './BuilderModal';

export interface ImageModalProps {
  mode: 'featured' | 'insert';
  currentUrl: string | null;
  currentAlt: string;
  /** `image`: the picture just stored (its size and placeholder); absent when none was chosen. */
  onDone: (url: string | null, alt: string, message: string, image?: StoredImage) => void;
  onClose: () => void;
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function ImageModal({ mode, currentUrl, currentAlt, onDone, onClose }: ImageModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(mode === 'featured' ? currentAlt : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const altId = useId();
  const preview = useImageUrl(mode === 'featured' ? currentUrl : null);
  const title = mode === 'featured' ? 'Featured Image' : 'Insert Image';
  // The processing worker and the upload code are loaded while the editor looks for a picture.
  useEffect(prepareImageUpload, []);

  async function submit() {
    const hasImage = file !== null || (mode === 'featured' && currentUrl !== null);
    if (!hasImage || !alt.trim()) {
      setError(IMAGE_INSERT_REQUIRED);
      return;
    }
    if (!file) {
      onDone(currentUrl, alt.trim(), '');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // Reduced and checked on this device first, so what waits in the queue is what the server accepts.
      const image = await storeImage(file, ARTICLE_IMAGE_BUCKET);
      const offline = image.url.startsWith(LOCAL_IMAGE_PREFIX);
      onDone(image.url, alt.trim(), offline ? 'Image saved on this device — it uploads when you are back online.' : IMAGE_UPLOADED, image);
    } catch (e) {
      setError(imageUploadFailed(errorMessage(e)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <BuilderModal
      titleId="image-modal-title"
      title={title}
      error={error}
      busy={busy}
      submitLabel={busy ? 'Uploading…' : mode === 'featured' ? 'Save Image' : 'Insert Image'}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={fileId}>Image File</label>
        <FilePicker
          id={fileId}
          accept={IMAGE_PICKER_ACCEPT}
          file={file}
          currentUrl={file ? null : preview}
          previewAlt={file ? 'Preview of the chosen image' : currentAlt}
          disabled={busy}
          pasteAnywhere
          hint={IMAGE_PICKER_HINT}
          onFile={(f) => {
            setFile(f);
            setError(null);
          }}
          removeLabel={file ? 'Clear' : mode === 'featured' && currentUrl ? 'Remove Image' : undefined}
          onRemove={() => {
            if (file) setFile(null);
            else onDone(null, '', 'Featured image removed');
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={altId}>Alt Text</label>
        <input id={altId} className="input" value={alt} onChange={(e) => setAlt(e.target.value)} placeholder="Describe the image" />
      </div>
    </BuilderModal>
  );
}
