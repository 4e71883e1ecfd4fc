/**
 * A back-office form over one record (/admin/cheeses/edit/{id}, /admin/pairings/new…): the form's
 * values, filled from the edit session once the record is read and again when the session loads a
 * newer version; a record that is gone (or could not be read) sends the user back to the list with
 * the problem. Side effects: navigation.
 */
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router-dom';
import { flashState, type Flash } from './flash';

export interface RecordFormOptions<Row, Form> {
  /** True on /edit/{id}, false on /new. */
  editing: boolean;
  /** The record's read (fetched when the device does not have it yet). */
  existing: { loading: boolean; error: unknown; data: unknown };
  /** The edit session's version of the record, and its revision (a newer one fills the form again). */
  loaded: Row | null | undefined;
  revision: number;
  toForm: (row: Row) => Form;
  /** The new record's form (called once). */
  empty: () => Form;
  /** The list the form returns to ('/admin/cheeses'). */
  list: string;
  /** The list's problem when the record cannot be read ('Failed to load cheese'). */
  loadFailed: string;
}

export interface RecordForm<Form> {
  form: Form;
  setForm: Dispatch<SetStateAction<Form>>;
  /** True while an edited record is still being read (show the loading state). */
  loading: boolean;
  /** Goes back to the list, which says `text` in a toast. */
  done: (text: string) => void;
  /** Goes back to the list, which says it could not load the record. */
  gone: () => void;
}

export function useRecordForm<Row, Form>(options: RecordFormOptions<Row, Form>): RecordForm<Form> {
  const { editing, existing, loaded, revision, toForm, list, loadFailed } = options;
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(options.empty);
  /** The session revision the form was filled from (a newer one resets it). */
  const [filled, setFilled] = useState<number | null>(null);
  const leave = useCallback(
    (flash: Flash, replace: boolean) => {
      void navigate(list, { replace, state: flashState(flash) });
    },
    [navigate, list],
  );
  const gone = useCallback(() => leave({ tone: 'error', text: loadFailed }, true), [leave, loadFailed]);

  useEffect(() => {
    if (!editing || existing.loading) return;
    if (existing.error || !existing.data) {
      gone();
      return;
    }
    if (loaded && filled !== revision) {
      setForm(toForm(loaded));
      setFilled(revision);
    }
  }, [editing, existing.loading, existing.error, existing.data, loaded, revision, filled, toForm, gone]);

  return {
    form,
    setForm,
    loading: editing && (existing.loading || filled === null),
    done: (text) => leave({ tone: 'success', text }, false),
    gone,
  };
}
