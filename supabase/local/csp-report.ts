/**
 * POST /_dev/csp-report: Content-Security-Policy violation reports of the app's pages (report-uri of
 * the local static server), appended to <dataDir>/csp-reports.jsonl and logged; GET
 * /_dev/csp-reports.json lists them. The browser suites fail when any was reported
 * (tests/helpers/app-server.ts). Loopback clients only, as all of /_dev.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { Hono } from 'hono';

const MAX_REPORT = 64 * 1024;

export async function readCspReports(file: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      try {
        return JSON.parse(l) as unknown;
      } catch {
        return l;
      }
    });
}

export function cspReportRoutes(file: string, log: (msg: string) => void): Hono {
  const r = new Hono();
  r.post('/csp-report', async (c) => {
    const text = (await c.req.text()).slice(0, MAX_REPORT);
    let report: unknown;
    try {
      report = JSON.parse(text);
    } catch {
      return c.json({ message: 'A CSP report must be JSON' }, 400);
    }
    const body = (report as { 'csp-report'?: Record<string, unknown> })['csp-report'] ?? report;
    await appendFile(file, JSON.stringify(body) + '\n');
    const b = body as Record<string, unknown>;
    log(`CSP violation: ${String(b['violated-directive'] ?? b.effectiveDirective ?? '?')} blocked ${String(b['blocked-uri'] ?? b.blockedURL ?? '?')} on ${String(b['document-uri'] ?? b.documentURL ?? '?')}`);
    return c.body(null, 204);
  });
  r.get('/csp-reports.json', async (c) => c.json(await readCspReports(file)));
  return r;
}
