/**
 * The product's one case rule for button labels: Title Case, as the spec writes its buttons ("Save
 * Draft", "Add Cheese", "Create Article", "Get Our App", "Sign Out", "Back to Home"). Every word
 * starts with a capital except short joining words (a, and, for, to, …) after the first; words that
 * do not start with a letter (numbers, '…') and words written in capitals (CSV, SEO) are left as they
 * are. Pure: the browser test reads the rendered labels and checks them with `labelCaseProblem`.
 */

/** Joining words written in lower case inside a label (never its first word). */
export const MINOR_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'off', 'on', 'onto', 'per', 'to', 'up', 'via', 'vs', 'with',
]);

const LETTER = /^\p{L}/u;

/** The word of `label` that breaks the rule (with why), or null when the label follows it. */
export function labelCaseProblem(label: string): string | null {
  const words = label.trim().split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    // Leading punctuation ('(current)', '"Brie"') does not change the word's case.
    const word = words[i].replace(/^[^\p{L}\p{N}]+/u, '');
    if (!LETTER.test(word)) continue;
    const first = word[0];
    const lower = word.toLowerCase().replace(/[^\p{L}]+$/u, '');
    if (i > 0 && MINOR_WORDS.has(lower)) {
      if (first !== first.toLowerCase()) return `"${word}" is a joining word: lower case inside a label`;
      continue;
    }
    if (first !== first.toUpperCase()) return `"${word}" should start with a capital`;
  }
  return null;
}

/** `label` in the rule's case ('save draft' → 'Save Draft', 'send a test to me' → 'Send a Test to Me'). */
export function titleCase(label: string): string {
  let index = 0;
  return label.replace(/\S+/g, (word) => {
    const i = index++;
    const lower = word.toLowerCase();
    if (!LETTER.test(word)) return word;
    if (i > 0 && MINOR_WORDS.has(lower)) return lower;
    return word[0].toUpperCase() + word.slice(1);
  });
}
