/** The link-insert dialog: link text and URL, both required ('Please enter both link text and URL'). */
import { useState } from 'react';
import { BuilderModal } from './BuilderModal';
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
    <BuilderModal titleId="link-modal-title" title="Insert Link" error={error} submitLabel="Insert Link" onSubmit={submit} onClose={onClose}>
      <div className="field">
        <label htmlFor="link-text">Link Text</label>
        <input id="link-text" className="input" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="link-url">URL</label>
        <input id="link-url" className="input" type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
      </div>
    </BuilderModal>
  );
}
