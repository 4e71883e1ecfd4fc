/**
 * Recipe extras. RecipeSummary sits under the title: info cards (total time, serving size, preparation
 * and cook time, difficulty level), a 'Jump to recipe' link and a print button (the print style prints just the
 * recipe). RecipeExtras holds the ingredients and the numbered steps (#recipe).
 *
 * Cooking: the actions end with 'Cook mode' (CookMode, a lazy chunk loaded on the first press). The
 * server's HTML shows the ingredients and steps as written; once hydrated, RecipeExtras swaps in
 * RecipeKitchen (a lazy chunk: the scaling code is too heavy to load before the page is
 * interactive) with the servings control and the checkboxes; print shows its scaled quantities.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Users } from '@/ui/icons';
import { importWhenOnline } from '@/ui/import-when-online';
import { useHydrated } from '@/ui/use-hydrated';
import { RecipeTime, recipeTimeKey } from '@/ui/RecipeTime';
import { TOTAL_TIME_LABEL } from '@/domain/messages/site';
import { ArrowDown, ChefHat, Clock, Gauge, Printer } from './recipe-icons';
import type { Entry } from '@/domain/types';
import type { CookModeProps } from './CookMode';
import { hasStoredProgress } from './recipe-progress-key';

/** Id of the ingredients + instructions block, the target of 'Jump to recipe'. */
export const RECIPE_ANCHOR = 'recipe';

function recipeParts(entry: Entry) {
  const info = [
    { label: 'Serving Size', value: entry.serving_size, icon: Users },
    { label: 'Preparation Time', value: entry.preparation_time, icon: Clock },
    { label: 'Cook Time', value: entry.cook_time, icon: Clock },
    { label: 'Difficulty Level', value: entry.difficulty_level, icon: Gauge },
  ].filter((c) => c.value && c.value.trim());
  const ingredients = entry.ingredients.filter((i) => (i.amount ?? '').trim() || (i.item ?? '').trim());
  const instructions = entry.instructions.filter((s) => (s.description ?? '').trim() || (s.step ?? '').trim());
  return { info, ingredients, instructions };
}

/** 'Cook mode': loads its chunk on the first press, then shows it until it is closed. */
function CookModeButton({ entry, ingredients, instructions }: { entry: Entry } & Pick<CookModeProps, 'ingredients' | 'instructions'>) {
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const [CookMode, setCookMode] = useState<ComponentType<CookModeProps> | null>(null);
  const [open, setOpen] = useState(false);
  const start = () => {
    setOpen(true);
    if (!CookMode) void importWhenOnline(() => import('./CookMode')).then((m) => setCookMode(() => m.CookMode));
  };
  return (
    <>
      <button ref={button} type="button" className="btn btn-outline cook-mode-open" aria-haspopup="dialog" aria-busy={open && !CookMode} disabled={!hydrated} onClick={start}>
        <ChefHat size={18} aria-hidden="true" /> Cook mode
      </button>
      {open && CookMode && (
        <CookMode
          entry={entry}
          ingredients={ingredients}
          instructions={instructions}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

export function RecipeSummary({ entry }: { entry: Entry }) {
  const { info, ingredients, instructions } = recipeParts(entry);
  const hasRecipe = ingredients.length > 0 || instructions.length > 0;
  if (info.length === 0 && !hasRecipe) return null;
  return (
    <div className="recipe-summary" data-testid="recipe-summary">
      {info.length > 0 && (
        <ul className="info-cards">
          {/* Recipe sites lead with the total: preparation + cook time, when both are read. */}
          <RecipeTime
            key={recipeTimeKey('total', entry.preparation_time, entry.cook_time)}
            kind="total"
            preparation={entry.preparation_time}
            cooking={entry.cook_time}
            className="info-value"
            render={(time) => (
              <li className="info-card info-card-total">
                <Clock className="info-icon" size={22} strokeWidth={1.75} aria-hidden="true" />
                <span className="info-label">{TOTAL_TIME_LABEL}</span>
                {time}
              </li>
            )}
          />
          {info.map((c) => (
            <li key={c.label} className="info-card">
              <c.icon className="info-icon" size={22} strokeWidth={1.75} aria-hidden="true" />
              <span className="info-label">{c.label}</span>
              <span className="info-value">{c.value}</span>
            </li>
          ))}
        </ul>
      )}
      {hasRecipe && (
        <div className="recipe-actions">
          <a className="btn btn-primary" href={`#${RECIPE_ANCHOR}`}>
            <ArrowDown size={18} aria-hidden="true" /> Jump to recipe
          </a>
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" /> Print recipe
          </button>
          <CookModeButton entry={entry} ingredients={ingredients} instructions={instructions} />
        </div>
      )}
    </div>
  );
}

type KitchenProps = { entry: Entry } & Pick<CookModeProps, 'ingredients' | 'instructions'>;

/** One of the recipe's two titled lists (its class names the section; its heading labels it). */
function RecipeSection({ kind, title, children }: { kind: 'ingredients' | 'instructions'; title: string; children: ReactNode }) {
  return (
    <section className={kind} aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function RecipeExtras({ entry }: { entry: Entry }) {
  const { ingredients, instructions } = recipeParts(entry);
  // Loaded after hydration (an effect), so the first client render matches the server's HTML; and
  // only when the recipe nears the screen, unless this reader already scaled or ticked it here (the
  // print then shows their quantities): a visitor who reads only the top never downloads it.
  const [Kitchen, setKitchen] = useState<ComponentType<KitchenProps> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const hasRecipe = ingredients.length > 0 || instructions.length > 0;
  useEffect(() => {
    if (!hasRecipe) return undefined;
    let live = true;
    const load = () =>
      void importWhenOnline(() => import('./RecipeKitchen')).then((m) => {
        if (live) setKitchen(() => m.RecipeKitchen);
      });
    const watch = box.current && typeof IntersectionObserver !== 'undefined' && !hasStoredProgress(entry.id);
    const near = watch
      ? new IntersectionObserver(
          (seen) => {
            if (!seen.some((e) => e.isIntersecting)) return;
            near?.disconnect();
            load();
          },
          { rootMargin: '50% 0px' },
        )
      : null;
    if (near && box.current) near.observe(box.current);
    else load();
    return () => {
      live = false;
      near?.disconnect();
    };
  }, [hasRecipe, entry.id]);
  if (!hasRecipe) return null;
  return (
    <div ref={box} className="recipe-extras" id={RECIPE_ANCHOR} tabIndex={-1} data-testid="recipe-extras" data-interactive={Kitchen ? 'true' : undefined}>
      <div className="recipe-columns">
        {Kitchen ? (
          <Kitchen entry={entry} ingredients={ingredients} instructions={instructions} />
        ) : (
          <>
            {ingredients.length > 0 && (
              <RecipeSection kind="ingredients" title="Ingredients">
                <ul>
                  {ingredients.map((i, n) => (
                    <li key={n}>
                      {i.amount && <strong className="ingredient-amount">{i.amount}</strong>} {i.item}
                    </li>
                  ))}
                </ul>
              </RecipeSection>
            )}
            {instructions.length > 0 && (
              <RecipeSection kind="instructions" title="Instructions">
                <ol>
                  {instructions.map((s, n) => (
                    <li key={n}>
                      {s.step && <h3 className="step-title">{s.step}</h3>}
                      <p>{s.description}</p>
                    </li>
                  ))}
                </ol>
              </RecipeSection>
            )}
          </>
        )}
      </div>
    </div>
  );
}
