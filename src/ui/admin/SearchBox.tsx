/** A list's search field: the label is read, not shown (the placeholder says what is searched). */
export interface SearchBoxProps {
  id: string;
  /** 'Search cheeses' */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ id, label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
