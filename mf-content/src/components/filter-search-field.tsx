import { TextField, useTypedBeforeHydration } from '@immo237/shared/ui';

interface FilterSearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box that filters a page's list as it is typed into (the FAQ's questions, the agents). Words typed in
 * the server's markup before the page is live are handed to the filter when it is, so the list shows what the box
 * says.
 */
export function FilterSearchField({ label, placeholder, value, onChange }: FilterSearchFieldProps) {
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  return (
    <TextField
      ref={ref}
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
