/**
 * The import wizard's state machine (pure): upload → mapping → preview → importing → results
 * (four stages; "importing" is the progress view of the last one).
 */
import { autoMatch, mappingError, type ColumnMapping, type ImportEntity } from '@/domain/csv/mapping';
import { checkCsvFile } from '@/domain/csv/parse-options';
import type { ParseSummary } from './csv-session';
import type { DuplicateChoice, ExistingMatch } from './duplicates';
import type { ImportResults } from './import-runner';
import type { PreparedRows } from './prepare-rows';

export type Stage = 'upload' | 'mapping' | 'preview' | 'importing' | 'results';

export interface WizardState {
  entity: ImportEntity;
  stage: Stage;
  fileName: string | null;
  /** Reading / parsing / validating / loading cheeses. */
  busy: string | null;
  error: string | null;
  summary: ParseSummary | null;
  mapping: ColumnMapping;
  prepared: PreparedRows | null;
  /** Valid cheese rows whose name matches an existing cheese, and what to do with them. */
  matches: ExistingMatch[];
  duplicateChoice: DuplicateChoice;
  progress: { sent: number; toSend: number };
  results: ImportResults | null;
}

export type WizardAction =
  | { type: 'busy'; message: string }
  | { type: 'fail'; error: string }
  | { type: 'file-picked'; name: string }
  | { type: 'parsed'; name: string; summary: ParseSummary }
  | { type: 'to-mapping' }
  | { type: 'map'; field: string; header: string | null }
  | { type: 'prepared'; prepared: PreparedRows; matches?: ExistingMatch[] }
  | { type: 'duplicate-choice'; choice: DuplicateChoice }
  | { type: 'back' }
  | { type: 'import-started' }
  | { type: 'progress'; sent: number; toSend: number }
  | { type: 'finished'; results: ImportResults }
  | { type: 'reset' };

/** The wizard's first state. */
export function initialWizard(entity: ImportEntity): WizardState {
  return {
    entity, stage: 'upload', fileName: null, busy: null, error: null, summary: null, mapping: {},
    prepared: null, matches: [], duplicateChoice: 'skip', progress: { sent: 0, toSend: 0 }, results: null,
  };
}

/** The primary button of the upload stage is enabled only once a usable file is chosen. */
export function canContinueFromUpload(s: WizardState): boolean {
  return s.stage === 'upload' && !s.busy && !!s.summary && !s.summary.error;
}

/** The mapping error to show before moving to the preview, or null. */
export function mappingProblem(s: WizardState): string | null {
  return mappingError(s.mapping, s.entity);
}

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    case 'busy':
      return { ...s, busy: a.message, error: null };
    case 'fail':
      return { ...s, busy: null, error: a.error };
    case 'file-picked': {
      // A wrong file replaces the previous choice: the button is disabled again.
      const error = checkCsvFile(a.name);
      return { ...s, fileName: a.name, summary: null, prepared: null, error, busy: error ? null : 'Reading file…' };
    }
    case 'parsed':
      if (a.name !== s.fileName) return s; // an older pick finished late
      return { ...s, busy: null, summary: a.summary, error: a.summary.error, mapping: a.summary.error ? {} : autoMatch(a.summary.headers, s.entity) };
    case 'to-mapping':
      return canContinueFromUpload(s) ? { ...s, stage: 'mapping', error: null } : s;
    case 'map':
      return { ...s, mapping: { ...s.mapping, [a.field]: a.header }, error: null, prepared: null };
    case 'prepared':
      return s.stage === 'mapping'
        ? { ...s, stage: 'preview', busy: null, error: null, prepared: a.prepared, matches: a.matches ?? [], duplicateChoice: 'skip' }
        : s;
    case 'duplicate-choice':
      return s.stage === 'preview' ? { ...s, duplicateChoice: a.choice } : s;
    case 'back':
      if (s.stage === 'mapping') return { ...s, stage: 'upload', error: null, busy: null };
      if (s.stage === 'preview') return { ...s, stage: 'mapping', error: null, busy: null };
      return s;
    case 'import-started':
      return s.stage === 'preview' && s.prepared
        ? { ...s, stage: 'importing', busy: null, error: null, progress: { sent: 0, toSend: s.prepared.valid.length } }
        : s;
    case 'progress':
      return s.stage === 'importing' ? { ...s, progress: { sent: a.sent, toSend: a.toSend } } : s;
    case 'finished':
      return s.stage === 'importing' ? { ...s, stage: 'results', results: a.results } : s;
    case 'reset':
      return initialWizard(s.entity);
  }
}
