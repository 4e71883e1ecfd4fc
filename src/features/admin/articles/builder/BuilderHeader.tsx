/** The builder's sticky header (one row, phones too): back link, heading over the save status (with Retry now), Save Draft and Publish/Update. */
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/ui/Button';
import { APPLE, ariaShortcut, shortcutLabel } from './shortcuts';

export interface BuilderHeaderProps {
  isNew: boolean;
  status: string;
  onRetry: (() => void) | null;
  mainLabel: string;
  /** Where Back goes (default the admin list). */
  back?: { to: string; label: string };
  saving: boolean;
  onSaveDraft: () => void;
  onPublish: () => void;
}

export function BuilderHeader(p: BuilderHeaderProps) {
  return (
    <header className="builder-header">
      <Link to={p.back?.to ?? '/admin/articles'} className="builder-back">
        <ArrowLeft size={18} aria-hidden="true" /> <span className="builder-back-text">{p.back?.label ?? 'Back to Articles'}</span>
      </Link>
      {/* Heading and status share one column: on a phone the bar stays one row. */}
      <div className="builder-title">
        <h1>{p.isNew ? 'New Article' : 'Edit Article'}</h1>
        <p className="builder-status" role="status" aria-label="Save status" data-testid="save-status">
          {p.status}
          {p.onRetry && (
            <button type="button" className="btn btn-ghost btn-small" onClick={p.onRetry}>Retry now</button>
          )}
        </p>
      </div>
      <div className="builder-actions">
        <Button variant="outline" onClick={p.onSaveDraft} disabled={p.saving}
          title={`Save draft (${shortcutLabel('save', APPLE)})`} aria-keyshortcuts={ariaShortcut('save', APPLE)}>Save Draft</Button>
        <Button onClick={p.onPublish} disabled={p.saving}>{p.mainLabel}</Button>
      </div>
    </header>
  );
}
