import { useId, useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { EARLY_INPUT_PROPS, useTypedBeforeHydration } from '@immo237/shared/ui';
import { preloadRoute } from '../federation/prefetch-link';
import { searchPathOf } from './search-path';

/**
 * A search box that leads to /search (the home page's, the header's). Without the page's script it is a GET form
 * of /search; once live, sending it navigates in place, empties the box and tells `onSearch`. Words typed before
 * the page's script arrived are kept (the server drew the box), and focusing it fetches the search page's code.
 */
export function useSearchBox(onSearch?: () => void) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const ref = useTypedBeforeHydration<HTMLInputElement>(text, setText);
  const id = useId();
  // '/search' in the page's language ('/en/search' on an English page): where the form goes without a script.
  const action = useHref('/search');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchPathOf(event.currentTarget));
    setText('');
    onSearch?.();
  };
  return {
    id,
    form: { role: 'search', action, method: 'get', onSubmit: submit, noValidate: true },
    input: {
      ...EARLY_INPUT_PROPS,
      ref,
      id,
      type: 'search',
      name: 'query',
      value: text,
      onChange: (event: { target: { value: string } }) => setText(event.target.value),
      onFocus: () => preloadRoute('/search'),
      enterKeyHint: 'search',
    },
  } as const;
}
