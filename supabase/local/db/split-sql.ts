/**
 * Splits a SQL script into statements, as the Supabase CLI does before sending a migration: on `;`
 * outside comments (`--`, nested block comments), string literals ('…', E'…'), quoted identifiers and
 * dollar-quoted bodies, and outside `BEGIN ATOMIC … END` function bodies. Each statement keeps the
 * line its first keyword is on (after leading comments), for error messages. Statements that are only comments or blank are dropped.
 */
export interface SqlStatement {
  sql: string;
  /** 1-based line of the statement's first character in the script. */
  line: number;
}

const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/** Splits `script` into its statements (see the module comment). */
export function splitSql(script: string): SqlStatement[] {
  const out: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  let atomicDepth = 0;
  let word = '';
  let prevWord = '';
  const n = script.length;
  const flushWord = () => {
    if (!word) return;
    const w = word.toLowerCase();
    if (w === 'atomic' && prevWord === 'begin') atomicDepth++;
    else if (w === 'end' && atomicDepth > 0) atomicDepth--;
    prevWord = w;
    word = '';
  };
  const push = (end: number) => {
    const text = script.slice(start, end);
    const body = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').replace(/;\s*$/, '').trim();
    if (body) {
      const lead = text.length - text.trimStart().length;
      const code = /^(?:\s+|--[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(text)?.[0].length ?? 0;
      out.push({ sql: text.trim(), line: script.slice(0, start + Math.max(lead, code)).split('\n').length });
    }
  };
  while (i < n) {
    const c = script[i];
    const next = script[i + 1];
    if (c === '-' && next === '-') {
      flushWord();
      const eol = script.indexOf('\n', i);
      i = eol < 0 ? n : eol + 1;
    } else if (c === '/' && next === '*') {
      flushWord();
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (script[i] === '/' && script[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (script[i] === '*' && script[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      }
    } else if (c === "'") {
      const escapes = /[eE]$/.test(word) && word.length === 1;
      flushWord();
      i++;
      while (i < n) {
        if (escapes && script[i] === '\\') i += 2;
        else if (script[i] === "'" && script[i + 1] === "'") i += 2;
        else if (script[i] === "'") break;
        else i++;
      }
      i++;
    } else if (c === '"') {
      flushWord();
      i++;
      while (i < n && !(script[i] === '"' && script[i + 1] !== '"')) i += script[i] === '"' ? 2 : 1;
      i++;
    } else if (c === '$' && !/[A-Za-z0-9_]/.test(word.slice(-1))) {
      const tag = DOLLAR_TAG.exec(script.slice(i, i + 64))?.[0];
      flushWord();
      if (tag) {
        const close = script.indexOf(tag, i + tag.length);
        i = close < 0 ? n : close + tag.length;
      } else i++;
    } else if (c === ';') {
      flushWord();
      if (atomicDepth === 0) {
        push(i + 1);
        start = i + 1;
        prevWord = '';
      }
      i++;
    } else if (/[A-Za-z0-9_]/.test(c)) {
      word += c;
      i++;
    } else {
      flushWord();
      i++;
    }
  }
  flushWord();
  push(n);
  return out;
}
