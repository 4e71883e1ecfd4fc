/**
 * The product's one case rule for button labels: Title Case, as the spec writes its buttons ("Save
 * Draft", "Add Cheese", "Create Article", "Get Our App", "Sign In", "Sign Out", "Back to Home"). Every
 * word starts with a capital except short joining words (a, and, for, to, …) inside the label; the
 * first and the last word always start with one ("Sign In"), and a verb's particle may ("Set Up Your
 * Byline"). Words that do not start with a letter (numbers, '…') and words written in capitals (CSV,
 * SEO) are left as they are. Pure: the browser test reads the rendered labels and checks them with
 * `labelCaseProblem`.
 */

/** Joining words written in lower case inside a label. */
export const MINOR_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'off', 'on', 'onto', 'per', 'to', 'up', 'via', 'vs', 'with',
]);

/** Joining words that are also a verb's particle ("Set Up", "Sign In", "Log Off"): capitalised or not inside a label. */
const PARTICLES: ReadonlySet<string> = new Set(['in', 'off', 'on', 'up']);

const LETTER = /^\p{L}/u;

/** The word of `label` that breaks the rule (with why), or null when the label follows it. */
export function labelCaseProblem(label: string): string | null {
  const words = label.trim().split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    // Leading punctuation ('(current)', '"Brie"') does not change the word's case.
    const word = words[i].replace(/^[^\p{L}\p{N}]+/u, '');
    if (!LETTER.test(word)) continue;
    const first = word[0];
    const capital = first !== first.toLowerCase();
    const lower = word.toLowerCase().replace(/[^\p{L}]+$/u, '');
    const inside = i > 0 && i < words.length - 1;
    if (inside && MINOR_WORDS.has(lower)) {
      if (capital && !PARTICLES.has(lower)) return `"${word}" is a joining word: lower case inside a label`;
      continue;
    }
    if (!capital) return `"${word}" should start with a capital`;
  }
  return null;
}

/** `label` in the rule's case ('save draft' → 'Save Draft', 'send a test to me' → 'Send a Test to Me'). */
export function titleCase(label: string): string {
  const words = label.split(/(\s+)/);
  const last = words.length - 1;
  return words
    .map((word, i) => {
      if (!LETTER.test(word)) return word;
      const lower = word.toLowerCase();
      if (i > 0 && i < last && MINOR_WORDS.has(lower)) return lower;
      return word[0].toUpperCase() + word.slice(1);
    })
    .join('');
}
