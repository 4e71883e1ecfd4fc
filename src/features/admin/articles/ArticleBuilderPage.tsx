/**
 * /admin/articles/new and /admin/articles/edit/{id}: loads the entry from the device (or the server
 * on a cold start) and any working copy kept on this device, then opens the builder. A missing entry
 * gives 'Failed to load article' and goes back to the list. With audience 'partner' (the partner
 * routes) the same builder submits for review, behind PartnerGate (revisions, review lock).
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAdminEntry } from '@/data/editing';
import { ARTICLE_LOAD_FAILED, LOADING } from '@/domain';
import { LoadingScreen } from '@/ui/Spinner';
import { ArticleBuilder } from './builder/ArticleBuilder';
import { readWorkingCopy, type WorkingCopy } from './builder/working-copy';
import { PartnerGate } from './PartnerGate';
import '../layout/admin.css';
import './articles.css';

function useWorkingCopy(key: string): { loaded: boolean; copy: WorkingCopy | null } {
  const [state, setState] = useState<{ key: string; copy: WorkingCopy | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    readWorkingCopy(key).then(
      (copy) => !cancelled && setState({ key, copy }),
      () => !cancelled && setState({ key, copy: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [key]);
  return state && state.key === key ? { loaded: true, copy: state.copy } : { loaded: false, copy: null };
}

export default function ArticleBuilderPage({ audience = 'admin' }: { audience?: 'admin' | 'partner' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const flash = (location.state as { flash?: string } | null)?.flash ?? null;
  const entry = useAdminEntry(id);
  const working = useWorkingCopy(id ?? 'new');
  const missing = Boolean(id) && !entry.loading && (entry.error !== null || entry.data === null);

  useEffect(() => {
    if (missing) navigate(audience === 'partner' ? '/partners/drafts' : '/admin/articles', { replace: true, state: { flash: { tone: 'error', text: ARTICLE_LOAD_FAILED } } });
  }, [missing, navigate, audience]);

  if (missing) return <p className="admin-message admin-message-error" role="alert">{ARTICLE_LOAD_FAILED}</p>;
  if (!working.loaded || (id && !entry.data)) return <LoadingScreen message={LOADING} />;
  const builder = (
    <ArticleBuilder
      key={id ?? 'new'}
      mode={id ? 'edit' : 'new'}
      entry={id ? entry.data ?? null : null}
      copy={working.copy}
      flash={flash}
      audience={audience}
    />
  );
  return audience === 'partner' && entry.data ? <PartnerGate entry={entry.data}>{builder}</PartnerGate> : builder;
}
