/**
 * The CSV import wizard for cheeses and pairings: upload → column mapping → preview
 * → results. Parsing and validation run in a Web Worker; rows go to the import RPCs in batches.
 * The file chooser and the sample download go through the platform interface (native dialogs on the
 * desktop app).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { importServer } from '@/data/online';
import { syncNow } from '@/data';
import { getPlatform } from '@/platform';
import type { ImportEntity } from '@/domain/csv/mapping';
import { checkCsvFile } from '@/domain/csv/parse-options';
import { SAMPLE_CHEESES_CSV, SAMPLE_PAIRINGS_CSV } from '@/domain/constants';
import { createCsvEngine, type CsvEngine } from './csv-engine';
import { findExistingMatches, mergeResults, planImport } from './duplicates';
import { runImport } from './import-runner';
import { initialWizard, mappingProblem, wizardReducer, type Stage } from './wizard-state';
import { UploadStage } from './UploadStage';
import { MappingStage } from './MappingStage';
import { PreviewStage } from './PreviewStage';
import { ImportingStage, ResultsStage } from './ResultsStage';
import './import.css';

const STEPS: { stage: Stage; label: string }[] = [
  { stage: 'upload', label: 'Upload' },
  { stage: 'mapping', label: 'Map columns' },
  { stage: 'preview', label: 'Preview' },
  { stage: 'results', label: 'Results' },
];

function stepOf(stage: Stage): number {
  return stage === 'importing' ? 3 : STEPS.findIndex((s) => s.stage === stage);
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function Wizard({ entity }: { entity: ImportEntity }) {
  const platform = getPlatform();
  const [state, dispatch] = useReducer(wizardReducer, entity, initialWizard);
  const engineRef = useRef<CsvEngine | null>(null);
  const alive = useRef(true);
  const title = entity === 'cheeses' ? 'Import Cheeses' : 'Import Pairings';
  const listPath = entity === 'cheeses' ? '/admin/cheeses' : '/admin/pairings';

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      engineRef.current?.dispose();
      engineRef.current = null;
    };
  }, []);

  // Closing the tab mid-import would stop the remaining batches: ask first.
  const importing = state.stage === 'importing';
  useEffect(() => {
    if (!importing) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [importing]);

  const engine = useCallback((): CsvEngine => {
    engineRef.current ??= createCsvEngine();
    return engineRef.current;
  }, []);

  async function chooseFile() {
    let picked;
    try {
      picked = await platform.pickCsvFile();
    } catch (e) {
      dispatch({ type: 'fail', error: message(e) });
      return;
    }
    if (!picked || !alive.current) return;
    dispatch({ type: 'file-picked', name: picked.name });
    if (checkCsvFile(picked.name)) return;
    try {
      const summary = await engine().parse(picked.text);
      if (alive.current) dispatch({ type: 'parsed', name: picked.name, summary });
    } catch (e) {
      if (alive.current) dispatch({ type: 'fail', error: message(e) });
    }
  }

  async function downloadSample() {
    const path = entity === 'cheeses' ? SAMPLE_CHEESES_CSV : SAMPLE_PAIRINGS_CSV;
    try {
      const res = await fetch(path);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await platform.saveFile(path.slice(1), await res.text(), 'text/csv');
    } catch (e) {
      dispatch({ type: 'fail', error: `Failed to download the sample file: ${message(e)}` });
    }
  }

  async function toPreview() {
    const problem = mappingProblem(state);
    if (problem) {
      dispatch({ type: 'fail', error: problem });
      return;
    }
    try {
      // Pairings resolve their cheese against the catalogue; cheeses are checked against it for re-imports.
      dispatch({ type: 'busy', message: 'Loading the cheese list…' });
      let cheeses;
      try {
        cheeses = await importServer.loadCheeseRefs();
      } catch (e) {
        throw new Error(`Failed to load the cheese list: ${message(e)}`, { cause: e });
      }
      dispatch({ type: 'busy', message: 'Checking every row…' });
      const prepared = await engine().prepare(entity, state.mapping, entity === 'pairings' ? cheeses : null);
      const matches = entity === 'cheeses' ? findExistingMatches(prepared.valid, cheeses) : [];
      if (alive.current) dispatch({ type: 'prepared', prepared, matches });
    } catch (e) {
      if (alive.current) dispatch({ type: 'fail', error: message(e) });
    }
  }

  async function startImport() {
    const { prepared, summary } = state;
    if (!prepared || !summary) return;
    dispatch({ type: 'import-started' });
    try {
      const plan = planImport(prepared.valid, state.matches, state.duplicateChoice);
      const toSend = plan.inserts.length + plan.updates.length;
      const rpc = importServer.rpc;
      const inserted = await runImport({
        entity,
        total: plan.inserts.length + prepared.invalid.length,
        valid: plan.inserts,
        invalid: prepared.invalid,
        rpc,
        verify: importServer.verify,
        onProgress: (sent) => alive.current && dispatch({ type: 'progress', sent, toSend }),
      });
      const updated = plan.updates.length
        ? await runImport({
            entity,
            fn: 'update_imported_cheeses',
            total: plan.updates.length,
            valid: plan.updates,
            invalid: [],
            rpc,
            idOf: (row) => (row as (typeof plan.updates)[number]).existingId,
            onProgress: (sent) => alive.current && dispatch({ type: 'progress', sent: plan.inserts.length + sent, toSend }),
          })
        : null;
      const results = mergeResults(summary.rowCount, inserted, updated, plan.skipped.length);
      if (!alive.current) return;
      dispatch({ type: 'finished', results });
      // Bring the local copy (the cheese list reads it) up to date with what was imported.
      if (results.success > 0 || (results.updated ?? 0) > 0) void syncNow().catch(() => undefined);
    } catch (e) {
      if (alive.current) dispatch({ type: 'fail', error: message(e) });
    }
  }

  const current = stepOf(state.stage);
  return (
    <section className="admin-page import-wizard" aria-labelledby="import-title">
      <div className="import-head">
        <h1 id="import-title">{title}</h1>
        <Link to={listPath} className="import-back">
          <ArrowLeft size={16} aria-hidden="true" /> Back to {entity === 'cheeses' ? 'Cheeses' : 'Pairings'}
        </Link>
      </div>
      <ol className="import-steps" aria-label="Import steps">
        {STEPS.map((s, i) => (
          <li key={s.stage} className={i === current ? 'current' : i < current ? 'done' : undefined} aria-current={i === current ? 'step' : undefined}>
            <span className="import-step-number">{i + 1}</span> {s.label}
          </li>
        ))}
      </ol>
      {state.error && (
        <div className="admin-message admin-message-error import-error" role="alert">
          {state.error}
        </div>
      )}
      {state.busy && (
        <p className="import-busy" role="status">
          {state.busy}
        </p>
      )}
      {state.stage === 'upload' && <UploadStage state={state} onChoose={chooseFile} onSample={downloadSample} onContinue={() => dispatch({ type: 'to-mapping' })} />}
      {state.stage === 'mapping' && (
        <MappingStage state={state} onMap={(field, header) => dispatch({ type: 'map', field, header })} onBack={() => dispatch({ type: 'back' })} onContinue={toPreview} />
      )}
      {state.stage === 'preview' && (
        <PreviewStage
          state={state}
          onBack={() => dispatch({ type: 'back' })}
          onImport={startImport}
          onDuplicateChoice={(choice) => dispatch({ type: 'duplicate-choice', choice })}
        />
      )}
      {state.stage === 'importing' && <ImportingStage sent={state.progress.sent} toSend={state.progress.toSend} />}
      {state.stage === 'results' && state.results && (
        <ResultsStage results={state.results} entity={entity} listPath={listPath} onAgain={() => dispatch({ type: 'reset' })} />
      )}
    </section>
  );
}

/** Route page; `entity` comes from src/app/routes.tsx. A new entity starts a fresh wizard. */
export default function ImportWizardPage({ entity }: { entity: ImportEntity }) {
  return <Wizard key={entity} entity={entity} />;
}
