/**
 * An open form follows another device's change (live updates bring it within a second): a version
 * adopted while nothing was edited fills the form and names the fields that changed; a version
 * arriving while editing is taken field by field (@/domain/follow-newer): untouched fields take it,
 * edited ones keep the editor's text, and when no edited field changed there the session builds on
 * the newer version (no conflict on save). Returns the fields updated from another device, for a
 * quiet note; a later edit of the form keeps the note until the next change arrives.
 */
import { useEffect, useRef, useState } from 'react';
import { changedFields, followNewer } from '@/domain/follow-newer';
import type { SyncTable, SyncTables } from '@/data/engine';
import type { EditSession, EditState } from './edit-session';

export function useFollowOtherDevice<K extends SyncTable, F extends object>(
  session: EditSession<K>,
  edit: EditState<K>,
  toForm: (row: SyncTables[K]) => F,
  form: F,
  setForm: (form: F) => void,
): (keyof F)[] {
  const [updated, setUpdated] = useState<(keyof F)[]>([]);
  const formRef = useRef(form);
  formRef.current = form;
  const toFormRef = useRef(toForm);
  toFormRef.current = toForm;
  /** The version the form was last filled from, at which revision. */
  const seen = useRef<{ revision: number; loaded: SyncTables[K] | null }>({ revision: edit.revision, loaded: edit.loaded });

  // Another version adopted by the session (the form resets to it): which fields changed.
  useEffect(() => {
    const before = seen.current;
    seen.current = { revision: edit.revision, loaded: edit.loaded };
    if (edit.revision === before.revision || !before.loaded || !edit.loaded || before.loaded.version === edit.loaded.version) return;
    setUpdated(changedFields(toFormRef.current(before.loaded), toFormRef.current(edit.loaded)));
  }, [edit.revision, edit.loaded]);

  // A newer version while editing: taken field by field.
  useEffect(() => {
    if (!edit.newerAvailable || !edit.newer || !edit.loaded) return;
    const result = followNewer(formRef.current, toFormRef.current(edit.loaded), toFormRef.current(edit.newer));
    if (result.updated.length) {
      setForm(result.form);
      setUpdated(result.updated);
    }
    if (!result.overlapping.length) session.adoptNewer();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edit.newer, edit.newerAvailable]);

  return updated;
}
