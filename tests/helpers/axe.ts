/**
 * axe-core in a page under the app's strict CSP: the library is evaluated through the DevTools
 * protocol (not a <script> tag, which `script-src 'self'` rightly blocks), then run on the document.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** Every axe-core violation of the page, whatever its impact. */
export async function allViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as AxeViolation[];
}

/** The page's serious and critical axe-core violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await allViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Violations as readable lines (impact, rule, help, where). */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}
