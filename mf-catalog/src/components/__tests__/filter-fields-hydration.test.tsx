import '../../i18n';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { FilterFields } from '../filter-fields';
import type { FilterName } from '../../lib/filters';

function Fields({ onChange }: { onChange: (name: FilterName, value: string) => void }) {
  return (
    <ThemeProvider theme={theme}>
      <FilterFields
        fields={['query', 'landType', 'bedrooms', 'verified']}
        values={{ bedrooms: '2' }}
        onChange={onChange}
      />
    </ThemeProvider>
  );
}

describe('filters the server drew, set before the page’s script arrived', () => {
  it('hands every typed, chosen or ticked value to the page once it hydrates, and nothing else', async () => {
    initI18n();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Fields onChange={() => undefined} />);
    document.body.appendChild(container);
    const field = <E extends Element>(name: string) => container.querySelector(`[name="${name}"]`) as E;
    // A slow phone: the visitor acts while the script is still on its way (bedrooms is left as the server drew it).
    field<HTMLInputElement>('query').value = 'Kribi';
    field<HTMLSelectElement>('landType').value = 'agricole';
    field<HTMLInputElement>('verified').checked = true;
    const onChange = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Fields onChange={onChange} />);
    });
    expect(onChange.mock.calls.sort()).toEqual([
      ['landType', 'agricole'],
      ['query', 'Kribi'],
      ['verified', '1'],
    ]);
    document.body.removeChild(container);
  });
});
