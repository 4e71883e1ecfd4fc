import { describe, expect, it } from 'vitest';
import { summarise } from './csv-session';
import { parseCsv } from './csv-parse';
import { canContinueFromUpload, initialWizard, mappingProblem, wizardReducer as r, type WizardState } from './wizard-state';

const GOOD = summarise(parseCsv('name,type,milk,country,description,image\nBrie,Soft,Cow,France,Creamy,/b.jpg\n'));
const EMPTY = summarise(parseCsv('name,type\n'));

function uploaded(): WizardState {
  let s = r(initialWizard('cheeses'), { type: 'file-picked', name: 'cheeses.csv' });
  s = r(s, { type: 'parsed', name: 'cheeses.csv', summary: GOOD });
  return s;
}

describe('wizard state machine', () => {
  it('the primary button is disabled until a usable CSV is chosen', () => {
    const s0 = initialWizard('cheeses');
    expect(canContinueFromUpload(s0)).toBe(false);
    const picking = r(s0, { type: 'file-picked', name: 'cheeses.csv' });
    expect(picking.busy).toBeTruthy();
    expect(canContinueFromUpload(picking)).toBe(false);
    expect(canContinueFromUpload(uploaded())).toBe(true);
    expect(r(s0, { type: 'to-mapping' })).toBe(s0);
  });
  it("a file not ending in .csv gives 'Please upload a CSV file' and disables the button again", () => {
    const s = r(uploaded(), { type: 'file-picked', name: 'cheeses.xlsx' });
    expect(s.error).toBe('Please upload a CSV file');
    expect(s.busy).toBeNull();
    expect(canContinueFromUpload(s)).toBe(false);
  });
  it('a header-only file gives the empty-file message', () => {
    let s = r(initialWizard('cheeses'), { type: 'file-picked', name: 'a.csv' });
    s = r(s, { type: 'parsed', name: 'a.csv', summary: EMPTY });
    expect(s.error).toBe('CSV file must contain headers and at least one row of data');
    expect(canContinueFromUpload(s)).toBe(false);
  });
  it('a late parse of an earlier file is ignored', () => {
    let s = r(initialWizard('cheeses'), { type: 'file-picked', name: 'a.csv' });
    s = r(s, { type: 'file-picked', name: 'b.csv' });
    expect(r(s, { type: 'parsed', name: 'a.csv', summary: GOOD })).toBe(s);
  });
  it('auto-maps on parse; unmapping a required field blocks the preview with the spec text', () => {
    let s = r(uploaded(), { type: 'to-mapping' });
    expect(s.stage).toBe('mapping');
    expect(s.mapping).toMatchObject({ name: 'name', origin_country: 'country', image_url: 'image' });
    expect(mappingProblem(s)).toBeNull();
    s = r(s, { type: 'map', field: 'milk', header: null });
    expect(mappingProblem(s)).toBe('Please map all required fields: milk');
  });
  it('walks preview → importing → results and back', () => {
    let s = r(uploaded(), { type: 'to-mapping' });
    s = r(s, { type: 'prepared', prepared: { valid: [{ index: 0, payload: {} as never }], invalid: [] } });
    expect(s.stage).toBe('preview');
    expect(r(s, { type: 'back' }).stage).toBe('mapping');
    s = r(s, { type: 'import-started' });
    expect(s.stage).toBe('importing');
    expect(s.progress).toEqual({ sent: 0, toSend: 1 });
    s = r(s, { type: 'progress', sent: 1, toSend: 1 });
    const results = { total: 1, success: 1, failed: 0, errors: [], insertedIds: ['x'] };
    s = r(s, { type: 'finished', results });
    expect(s.stage).toBe('results');
    expect(s.results).toBe(results);
    expect(r(s, { type: 'back' })).toBe(s);
    expect(r(s, { type: 'reset' })).toEqual(initialWizard('cheeses'));
  });
});
