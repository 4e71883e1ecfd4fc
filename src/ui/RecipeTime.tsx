/**
 * A recipe's time as text ("45 min"), without putting the time reader in the JavaScript a visitor
 * loads before the page is interactive (it is ~1.6 KB and the pages' budgets have no room for it),
 * as placeholder-src.ts does for pictures: the server renderer hands its reader over with
 * `provideRecipeTimes`, and writes each time with its key; the browser hydrates with the very text
 * the server wrote, read once from the page, and loads the reader (a small chunk) only for a time it
 * renders itself (a client-side navigation, a row changed on the device). Renders nothing when the
 * recipe has no such time. Give it `key={recipeTimeKey(…)}` where the times can change.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { RecipeTimes } from '@/domain/recipe/recipe-times';

/** The attribute naming a time's key in the server's HTML. */
export const RECIPE_TIME_ATTRIBUTE = 'data-recipe-time';

type Reader = (preparation: string | null | undefined, cooking: string | null | undefined) => RecipeTimes;
type Kind = keyof RecipeTimes;

let reader: Reader | null = null;
let loading: Promise<Reader> | null = null;
let fromServer: Map<string, string> | null = null;

/** Hands the reader over (the server renderer; never imported by a page before it is interactive). */
export function provideRecipeTimes(fn: Reader): void {
  reader = fn;
}

export function recipeTimeKey(kind: Kind, preparation: string | null | undefined, cooking: string | null | undefined): string {
  return `${kind}|${preparation ?? ''}|${cooking ?? ''}`;
}

function serverTimes(): Map<string, string> {
  if (fromServer) return fromServer;
  fromServer = new Map();
  for (const el of document.querySelectorAll(`[${RECIPE_TIME_ATTRIBUTE}]`)) {
    const key = el.getAttribute(RECIPE_TIME_ATTRIBUTE);
    if (key && el.textContent) fromServer.set(key, el.textContent);
  }
  return fromServer;
}

function loadReader(): Promise<Reader> {
  loading ??= import('@/domain/recipe/recipe-times').then((m) => (reader = m.recipeTimes));
  return loading;
}

/** The time now: computed when the reader is here, else as the server wrote it; undefined: not known yet. */
function knownTime(kind: Kind, preparation: string | null | undefined, cooking: string | null | undefined): string | null | undefined {
  if (reader) return reader(preparation, cooking)[kind];
  if (typeof document === 'undefined') return null;
  return serverTimes().get(recipeTimeKey(kind, preparation, cooking));
}

export interface RecipeTimeProps {
  kind: Kind;
  preparation: string | null | undefined;
  cooking: string | null | undefined;
  /** Class of the element holding the time's text. */
  className?: string;
  /** What to show around the time's element (a card's "Ready in …", an info card). */
  render: (time: ReactNode) => ReactNode;
}

export function RecipeTime({ kind, preparation, cooking, className, render }: RecipeTimeProps) {
  const [time, setTime] = useState(() => knownTime(kind, preparation, cooking));
  useEffect(() => {
    if (time !== undefined) return undefined;
    let live = true;
    loadReader()
      .then((read) => live && setTime(read(preparation, cooking)[kind]))
      .catch(() => live && setTime(null));
    return () => {
      live = false;
    };
  }, [time, kind, preparation, cooking]);
  if (!time) return null;
  return render(
    <span className={className} {...{ [RECIPE_TIME_ATTRIBUTE]: recipeTimeKey(kind, preparation, cooking) }}>
      {time}
    </span>,
  );
}
