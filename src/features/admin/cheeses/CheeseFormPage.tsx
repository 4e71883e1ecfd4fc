/**
 * /admin/cheeses/new and /admin/cheeses/edit/{id}: every cheese field, type and milk limited to the
 * spec's lists, image upload with preview and remove. An edit session (the data layer's) saves on
 * the version the form loaded: pushed at once when online, queued offline; a conflict stays here,
 * both versions side by side.
 */
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { historySource } from '@/data/online';
import { useAdminCheese, useEditSession, useFollowOtherDevice, usePresence } from '@/data/editing';
import { useOnline } from '@/data/react';
import { HistoryPanel } from '@/ui/history/HistoryPanel';
import { useAuth } from '@/data/auth';
import { cheeseToForm, emptyCheeseForm, validateCheese, type CheeseForm } from '@/domain/cheese-rules';
import { cheeseFieldErrors, firstInvalidField, type CheeseFieldErrors } from '@/domain/cheese-field-errors';
import { CHEESE_TYPES, MILK_TYPES } from '@/domain/constants';
import { CHEESE_ADDED, CHEESE_LOAD_FAILED, CHEESE_UPDATED, cheeseSaveFailed, LOADING } from '@/domain/messages';
import { LoadingScreen } from '@/ui/Spinner';
import { OtherDeviceNotes } from '@/ui/OtherDeviceNotes';
import { useRecordForm } from '@/ui/admin/use-record-form';
import { RecordFormPage } from '@/ui/admin/RecordFormPage';
import { Button } from '@/ui/Button';
import { FieldError, fieldErrorId } from '@/ui/FieldError';
import { CheeseImageField } from './CheeseImageField';
import { CheeseConflict } from './CheeseConflict';
import { SyncMarker } from './SyncMarker';
import './cheeses.css';

const LIST = '/admin/cheeses';
/** The id of each form field's control (the first invalid one gets focus on a failed save). */
const controlId = (key: keyof CheeseForm) => (key === 'image_url' ? 'cheese-image' : `cheese-${key}`);

type TextKey = 'name' | 'origin_country' | 'origin_region' | 'ageing_period';

/** The fields' labels, for the note naming those another device changed. */
const LABELS: Record<keyof CheeseForm, string> = {
  name: 'Name', type: 'Type', milk: 'Milk', origin_country: 'Origin country', origin_region: 'Origin region', ageing_period: 'Ageing period',
  description: 'Description', image_url: 'Image', image_placeholder: 'Image',
};

export default function CheeseFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = !!id;
  const { user, profile } = useAuth();
  // The list hook fetches a cheese this device does not have yet; the session edits the local copy.
  const existing = useAdminCheese(id);
  const online = useOnline();
  const [session, edit] = useEditSession('cheeses', id);
  const { form, setForm, loading, done } = useRecordForm({
    editing,
    existing,
    loaded: edit.loaded,
    revision: edit.revision,
    toForm: cheeseToForm,
    empty: emptyCheeseForm,
    list: LIST,
    loadFailed: CHEESE_LOAD_FAILED,
  });
  const [error, setError] = useState<string | null>(null);
  const saving = edit.status === 'saving';
  const [fieldErrors, setFieldErrors] = useState<CheeseFieldErrors>({});
  // Another device's change: untouched fields follow it (edited ones are kept); who else has it open.
  const followed = useFollowOtherDevice(session, edit, cheeseToForm, form, setForm);
  const peers = usePresence('cheeses', id, profile?.name ?? user?.email ?? null);

  const set = <K extends keyof CheeseForm>(key: K, value: CheeseForm[K]) => {
    session.edit();
    setForm((f) => ({ ...f, [key]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next save.
    setFieldErrors((errors) => (errors[key] ? { ...errors, [key]: undefined } : errors));
  };
  // The picture and its placeholder change together (a cleared picture clears both).
  const setImage = (url: string | null, placeholder: string | null) => {
    set('image_url', url);
    setForm((f) => ({ ...f, image_placeholder: url ? placeholder : null }));
  };
  const invalidProps = (key: keyof CheeseForm) =>
    fieldErrors[key] ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(controlId(key)) } : {};

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateCheese(form);
    if (!checked.ok) {
      const errors = cheeseFieldErrors(form);
      setError(checked.error);
      setFieldErrors(errors);
      const first = firstInvalidField(errors);
      if (first) {
        const el = document.getElementById(controlId(first));
        // The image field's input is not drawn: focus its Choose button instead.
        const target = first === 'image_url' ? el?.closest('.file-picker')?.querySelector<HTMLElement>('button') : el;
        target?.focus();
      }
      return;
    }
    setError(null);
    setFieldErrors({});
    const result = await session.save(editing ? checked.value : { ...checked.value, added_by: user?.id ?? null });
    if (result.status === 'saved') {
      done(editing ? CHEESE_UPDATED : CHEESE_ADDED);
    } else if (result.status === 'failed') {
      setError(cheeseSaveFailed(result.error ?? 'Unknown error'));
    }
  }

  if (loading) return <LoadingScreen message={LOADING} inline />;

  const text = (key: TextKey, label: string, required: boolean) => (
    <div className="field">
      <label htmlFor={`cheese-${key}`}>
        {label}
        {required && <span className="required" aria-hidden="true"> *</span>}
      </label>
      <input id={`cheese-${key}`} className="input" type="text" value={form[key]} required={required} onChange={(e) => set(key, e.target.value)} {...invalidProps(key)} />
      <FieldError fieldId={`cheese-${key}`} message={fieldErrors[key]} />
    </div>
  );

  // Type and milk: one of the spec's lists.
  const choice = (key: 'type' | 'milk', label: string, prompt: string, values: readonly string[]) => (
    <div className="field">
      <label htmlFor={`cheese-${key}`}>
        {label}
        <span className="required" aria-hidden="true"> *</span>
      </label>
      <select id={`cheese-${key}`} className="select" value={form[key]} required onChange={(e) => set(key, e.target.value)} {...invalidProps(key)}>
        <option value="">{prompt}</option>
        {values.map((v) => <option key={v} value={v}>{v}</option>)}
      </select>
      <FieldError fieldId={`cheese-${key}`} message={fieldErrors[key]} />
    </div>
  );

  return (
    <RecordFormPage titleId="cheese-form-title" title={editing ? 'Edit Cheese' : 'Add Cheese'} headClassName="cheese-form-head" back={{ to: LIST, label: 'Back to Cheeses' }}>
      {existing.data && <SyncMarker state={existing.data._sync} error={existing.data._error} />}
      {editing && <OtherDeviceNotes peers={peers} updated={[...new Set(followed.map((k) => LABELS[k]))]} />}
      {editing && id && <CheeseConflict id={id} />}
      {error && (
        <div className="admin-message admin-message-error" role="alert">
          {error}
        </div>
      )}
      <form className="admin-card cheese-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {text('name', 'Name', true)}
        {choice('type', 'Type', 'Select type', CHEESE_TYPES)}
        {choice('milk', 'Milk', 'Select milk', MILK_TYPES)}
        {text('origin_country', 'Origin country', true)}
        {text('origin_region', 'Origin region', false)}
        {text('ageing_period', 'Ageing period', false)}
        <div className="field field-wide">
          <label htmlFor="cheese-description">
            Description<span className="required" aria-hidden="true"> *</span>
          </label>
          <textarea id="cheese-description" className="textarea" value={form.description} required onChange={(e) => set('description', e.target.value)} {...invalidProps('description')} />
          <FieldError fieldId="cheese-description" message={fieldErrors.description} />
        </div>
        <CheeseImageField value={form.image_url} name={form.name} onChange={(url, placeholder) => setImage(url, placeholder)} error={fieldErrors.image_url} />
        <div className="cheese-form-actions">
          <Link className="btn btn-ghost" to={LIST}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Update Cheese' : 'Add Cheese'}
          </Button>
        </div>
      </form>
      {editing && id && existing.data && <HistoryPanel table="cheeses" id={id} current={existing.data as unknown as Record<string, unknown>} source={historySource} online={online} />}
    </RecordFormPage>
  );
}
