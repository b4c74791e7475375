import { useSearchParams } from 'react-router-dom';
import { EARLY_INPUT_PROPS, TextField, useTypedBeforeHydration } from '@immo237/shared/ui';

/** The address parameter the search box is sent as, and a page's first filter is read from. */
export const SEARCH_PARAMETER = 'query';

/** The words the page was asked for (`?query=`, sent by the box before the scripts ran), empty when none. */
export function useSearchParameter(): string {
  const [params] = useSearchParams();
  return params.get(SEARCH_PARAMETER) ?? '';
}

interface FilterSearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box that filters a page's list as it is typed into (the FAQ's questions, the agents). Words typed in
 * the server's markup before the page is live are handed to the filter when it is, so the list shows what the box
 * says. It is also a GET form of the page itself: sent before the scripts (or without them), the server draws the
 * page filtered by `?query=`; once live, sending it changes nothing, the list already follows the box.
 */
export function FilterSearchField({ label, placeholder, value, onChange }: FilterSearchFieldProps) {
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  return (
    <form method="get" onSubmit={(event) => event.preventDefault()}>
      <TextField
        {...EARLY_INPUT_PROPS}
        ref={ref}
        type="search"
        name={SEARCH_PARAMETER}
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
