/** The brand mark: a wedge of cheese with holes, as inline SVG (no emoji font needed). */
export function CheeseIcon({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M4 44 L40 10 L60 34 L60 52 Q60 56 56 56 L8 56 Q4 56 4 52 Z" fill="#f2b33d" />
      <path d="M4 44 L40 10 L60 34 Z" fill="#fbd98a" />
      <circle cx="18" cy="48" r="4" fill="#d9941f" />
      <circle cx="34" cy="44" r="3" fill="#d9941f" />
      <circle cx="48" cy="49" r="4.5" fill="#d9941f" />
      <circle cx="38" cy="28" r="2.5" fill="#e9b14a" />
      <path d="M4 44 L40 10 L60 34 L60 52 Q60 56 56 56 L8 56 Q4 56 4 52 Z" fill="none" stroke="#7a4300" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
