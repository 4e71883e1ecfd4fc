/** The link-insert dialog: link text and URL, both required ('Please enter both link text and URL'). */
import { useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Button } from '@/ui/Button';
import { LINK_INSERT_REQUIRED } from '@/domain';

export function LinkModal({ initialText, onInsert, onClose }: { initialText: string; onInsert: (text: string, url: string) => void; onClose: () => void }) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState('https://');
  const [error, setError] = useState<string | null>(null);
  function submit() {
    const u = url.trim();
    if (!text.trim() || !u || u === 'https://') {
      setError(LINK_INSERT_REQUIRED);
      return;
    }
    onInsert(text, u);
  }
  return (
    <Modal open onClose={onClose} labelledBy="link-modal-title">
      <form
        className="builder-modal"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id="link-modal-title">Insert Link</h2>
        <div className="field">
          <label htmlFor="link-text">Link Text</label>
          <input id="link-text" className="input" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="link-url">URL</label>
          <input id="link-url" className="input" type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        </div>
        {error && <p className="form-message error" role="alert">{error}</p>}
        <div className="builder-modal-actions">
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit">Insert Link</Button>
        </div>
      </form>
    </Modal>
  );
}
