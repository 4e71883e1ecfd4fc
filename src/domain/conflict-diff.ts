/**
 * What a conflict panel marks (pure): for each field shown side by side, whether the two versions
 * differ and, word by word, which parts of each side are not in the other. Your side marks what only
 * you have, their side what only they have; equal fields are marked as the same.
 */
import { diffWordsWithSpace } from 'diff';
import { WORD_DIFF_BUDGET_MS } from './history';

export interface ConflictFieldInput {
  key: string;
  label: string;
  mine: string;
  theirs: string;
}

export interface MarkedPart {
  text: string;
  /** Not on the other side. */
  changed: boolean;
}

export interface ConflictFieldView {
  key: string;
  label: string;
  differs: boolean;
  mine: MarkedPart[];
  theirs: MarkedPart[];
}

/** Each field with its two sides marked; a field too long to compare in the budget is marked whole. */
export function conflictFields(fields: readonly ConflictFieldInput[]): ConflictFieldView[] {
  return fields.map(({ key, label, mine, theirs }) => {
    if (mine === theirs) return { key, label, differs: false, mine: part(mine, false), theirs: part(theirs, false) };
    const changes = diffWordsWithSpace(mine, theirs, { timeout: WORD_DIFF_BUDGET_MS });
    if (!changes) return { key, label, differs: true, mine: part(mine, true), theirs: part(theirs, true) };
    const mineParts: MarkedPart[] = [];
    const theirParts: MarkedPart[] = [];
    for (const c of changes) {
      if (!c.value) continue;
      if (!c.added) push(mineParts, c.value, Boolean(c.removed));
      if (!c.removed) push(theirParts, c.value, Boolean(c.added));
    }
    return { key, label, differs: true, mine: mineParts, theirs: theirParts };
  });
}

/** The labels of the fields that differ ('Title and Content'), for the panel's summary. */
export function differingLabels(views: readonly ConflictFieldView[]): string {
  const labels = views.filter((v) => v.differs).map((v) => v.label);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

function part(text: string, changed: boolean): MarkedPart[] {
  return text ? [{ text, changed }] : [];
}

/** Adjacent parts of the same kind become one (fewer marks to read). */
function push(parts: MarkedPart[], text: string, changed: boolean): void {
  const last = parts[parts.length - 1];
  if (last && last.changed === changed) last.text += text;
  else parts.push({ text, changed });
}
