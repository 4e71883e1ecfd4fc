/**
 * /admin/pairings/new and /admin/pairings/edit/{id}: a searchable cheese picker, type (suggestions,
 * free text), name, description and a rating 1–5. An edit session saves on the version the form
 * loaded: pushed at once online, queued offline; a conflict stays here with both versions.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { historySource } from '@/data/online';
import { useAdminCheeses, useAdminPairing, useEditSession, useFollowOtherDevice, usePresence } from '@/data/editing';
import { useAuth } from '@/data/auth';
import { useConflicts, useOnline } from '@/data/react';
import { HistoryPanel } from '@/ui/history/HistoryPanel';
import { LOADING, PAIRING_ADDED, PAIRING_LOAD_FAILED, PAIRING_UPDATED, pairingSaveFailed } from '@/domain/messages';
import { emptyPairingForm, pairingToForm, PAIRING_TYPE_SUGGESTIONS, validatePairing, type PairingForm } from '@/domain/pairing-rules';
import { Button } from '@/ui/Button';
import { LoadingScreen } from '@/ui/Spinner';
import { OtherDeviceNotes } from '@/ui/OtherDeviceNotes';
import { useRecordForm } from '@/ui/admin/use-record-form';
import { RecordFormPage } from '@/ui/admin/RecordFormPage';
import { SyncMarker } from '@/ui/SyncMarker';
import { CheesePicker } from './CheesePicker';
import { PairingConflict } from './PairingConflict';
import { RatingInput } from './Rating';
import './pairings.css';

const LIST = '/admin/pairings';
/** The fields' labels, for the note naming those another device changed. */
const LABELS: Record<keyof PairingForm, string> = { cheese_id: 'Cheese', pairing_type: 'Type', pairing_name: 'Name', description: 'Description', rating: 'Rating' };

export default function PairingFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = !!id;
  const existing = useAdminPairing(id); // fetches a pairing this device does not have yet
  const online = useOnline();
  const cheeses = useAdminCheeses();
  const [session, edit] = useEditSession('pairings', id);
  const conflicts = useConflicts();
  const { form, setForm, loading, done, gone } = useRecordForm({
    editing,
    existing,
    loaded: edit.loaded,
    revision: edit.revision,
    toForm: pairingToForm,
    empty: emptyPairingForm,
    list: LIST,
    loadFailed: PAIRING_LOAD_FAILED,
  });
  const [error, setError] = useState<string | null>(null);
  const { user, profile } = useAuth();
  // Another device's change: untouched fields follow it (edited ones are kept); who else has it open.
  const followed = useFollowOtherDevice(session, edit, pairingToForm, form, setForm);
  const peers = usePresence('pairings', id, profile?.name ?? user?.email ?? null);
  const names = useMemo(() => new Map((cheeses.data ?? []).map((c) => [c.id, c.name])), [cheeses.data]);
  const cheeseName = useCallback((cid: string) => names.get(cid) ?? 'Unknown cheese', [names]);

  const set = <K extends keyof PairingForm>(key: K, value: PairingForm[K]) => {
    session.edit();
    setError(null);
    setForm((f) => ({ ...f, [key]: value }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validatePairing(form);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    const result = await session.save(checked.value);
    if (result.status === 'saved') done(editing ? PAIRING_UPDATED : PAIRING_ADDED);
    else if (result.status === 'failed') setError(pairingSaveFailed(result.error ?? 'Unknown error'));
  }

  async function takeTheirs() {
    const result = await session.takeTheirs();
    if (result.status === 'missing') gone();
  }

  if (loading) return <LoadingScreen message={LOADING} inline />;
  const checked = validatePairing(form);
  const mine = checked.ok ? checked.value : {};
  const conflict = conflicts.find((c) => c.table === 'pairings' && c.id === edit.id);

  return (
    <RecordFormPage titleId="pairing-form-title" title={editing ? 'Edit Pairing' : 'Create Pairing'} headClassName="pairing-head" back={{ to: LIST, label: 'Back to Pairings' }}>
      {edit.id && <SyncMarker state={edit.sync} error={edit.syncMessage ?? undefined} />}
      {editing && <OtherDeviceNotes peers={peers} updated={followed.map((k) => LABELS[k])} />}
      {edit.status === 'conflict' && (
        <PairingConflict mine={mine} theirs={edit.theirs} cheeseName={cheeseName} busy={false}
          merge={conflict ? { table: 'pairings', bases: conflict.bases, mine: conflict.mine, theirs: conflict.theirs } : null} onResolve={(choices) => void session.resolve(choices)}
          onKeepMine={() => void session.keepMine(checked.ok ? checked.value : undefined)} onTakeTheirs={() => void takeTheirs()} />
      )}
      {error && <div className="admin-message admin-message-error" role="alert">{error}</div>}
      <form className="admin-card pairing-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <CheesePicker cheeses={cheeses.data ?? []} value={form.cheese_id} onChange={(cid) => set('cheese_id', cid)} />
        <div className="field">
          <label htmlFor="pairing-type">Type<span className="required" aria-hidden="true"> *</span></label>
          <input id="pairing-type" className="input" type="text" list="pairing-type-suggestions" value={form.pairing_type} required onChange={(e) => set('pairing_type', e.target.value)} />
          <datalist id="pairing-type-suggestions">
            {PAIRING_TYPE_SUGGESTIONS.map((t) => <option key={t} value={t} />)}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="pairing-name">Name<span className="required" aria-hidden="true"> *</span></label>
          <input id="pairing-name" className="input" type="text" value={form.pairing_name} required onChange={(e) => set('pairing_name', e.target.value)} />
        </div>
        <div className="field field-wide">
          <label htmlFor="pairing-description">Description</label>
          <textarea id="pairing-description" className="textarea" value={form.description} onChange={(e) => set('description', e.target.value)} />
        </div>
        <RatingInput value={form.rating} onChange={(r) => set('rating', r)} />
        <div className="pairing-form-actions">
          <Link className="btn btn-ghost" to={LIST}>Cancel</Link>
          <Button type="submit" disabled={edit.status === 'saving'}>
            {edit.status === 'saving' ? 'Saving...' : editing ? 'Update Pairing' : 'Create Pairing'}
          </Button>
        </div>
      </form>
      {editing && id && existing.data && <HistoryPanel table="pairings" id={id} current={existing.data as unknown as Record<string, unknown>} source={historySource} online={online} />}
    </RecordFormPage>
  );
}
