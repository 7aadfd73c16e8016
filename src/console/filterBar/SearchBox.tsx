import { OutlinedField } from '../controls/OutlinedField.tsx';
import { useDebouncedInput } from './useDebouncedInput.ts';

export interface SearchBoxProps {
  value: string;
  onChange: (searchTerm: string) => void;
  /** Enter: the term is applied at once, then the first row's default action runs. */
  onEnter: (searchTerm: string) => void;
}

/** The list search (spec 000 §2.14): applied 300 ms after the last keystroke. */
export const SearchBox = ({ value, onChange, onEnter }: SearchBoxProps) => {
  const [text, setText, flush] = useDebouncedInput(value, onChange);
  return (
    <OutlinedField
      label="Search"
      type="search"
      minWidth={220}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onEnter(flush());
      }}
    />
  );
};
