import { act, fireEvent } from '@testing-library/react';
import i18next from 'i18next';
import { useLayoutEffect } from 'react';
import { Form } from 'react-final-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme';
import { FormSelect, FormTextArea, FormTextField } from '..';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'fr', resources: {} });

const initialValues = { email: '', password: '', rooms: '', message: '', subject: '', kind: '' };
const OPTIONS = [
  { value: 'question', label: 'Question' },
  { value: 'visit', label: 'Visite' },
];

function Page({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Form onSubmit={onSubmit} initialValues={initialValues}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit}>
              <FormTextField ns="test" name="email" label="Adresse e-mail" />
              <FormTextField ns="test" name="password" label="Mot de passe" password />
              <FormTextField ns="test" name="rooms" label="Chambres" numeric />
              <FormTextArea ns="test" name="message" label="Message" />
              <FormSelect ns="test" name="subject" label="Sujet" placeholder="Choisir" options={OPTIONS} />
              {/* No empty option: the browser shows the first one, which nobody chose. */}
              <FormSelect ns="test" name="kind" label="Type" options={OPTIONS} />
              <button type="submit">Envoyer</button>
            </form>
          )}
        </Form>
      </ThemeProvider>
    </I18nextProvider>
  );
}

describe('a server-drawn form typed into before hydration', () => {
  it('keeps every typed value through hydration and later renders, and submits it', async () => {
    const onSubmit = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onSubmit={onSubmit} />);
    document.body.appendChild(container);
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    // A slow phone: the visitor types while the script is still on its way.
    field('email').value = 'awa@example.cm';
    field('password').value = 'Secret-2026';
    field('rooms').value = '3';
    field('message').value = 'Toujours disponible ?';
    (container.querySelector('[name="subject"]') as HTMLSelectElement).value = 'visit';
    await act(async () => {
      hydrateRoot(container, <Page onSubmit={onSubmit} />);
    });
    // Another field changes after hydration: the form renders again, and nothing typed before is wiped.
    fireEvent.change(field('email'), { target: { value: 'awa.n@example.cm' } });
    expect([field('password').value, field('rooms').value, field('message').value]).toEqual([
      'Secret-2026',
      '3',
      'Toujours disponible ?',
    ]);
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'awa.n@example.cm',
      password: 'Secret-2026',
      rooms: 3,
      message: 'Toujours disponible ?',
      subject: 'visit',
      kind: '',
    });
    document.body.removeChild(container);
  });

  it("marks every field in the server's markup until it has taken over what was typed (the start-up script keeps its events until then)", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onSubmit={jest.fn()} />);
    document.body.appendChild(container);
    const fields = [...container.querySelectorAll('input, textarea, select')];
    expect(fields).toHaveLength(6);
    expect(fields.filter((field) => field.hasAttribute('data-early-input'))).toHaveLength(6);
    await act(async () => {
      hydrateRoot(container, <Page onSubmit={jest.fn()} />);
    });
    expect(container.querySelectorAll('[data-early-input]')).toHaveLength(0);
    document.body.removeChild(container);
  });

  /**
   * Hydrates the form with `before` typed in its `name` field while the script was on its way and `late` typed
   * between hydration's commit and the form's registration of its fields (a layout effect laid out after the form
   * runs once the fields have read the DOM at the commit, before any effect runs), then submits it: returns what
   * the form submitted for that field and what the field shows.
   */
  async function typedAtCommit(name: string, late: string, before?: string) {
    const onSubmit = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onSubmit={onSubmit} />);
    document.body.appendChild(container);
    const field = () => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    if (before !== undefined) field().value = before;
    function TypesLate() {
      useLayoutEffect(() => {
        field().value = late;
      }, []);
      return null;
    }
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Page onSubmit={onSubmit} />
          <TypesLate />
        </>,
      );
    });
    const shown = field().value;
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    document.body.removeChild(container);
    return { submitted: (onSubmit.mock.calls[0]?.[0] as Record<string, unknown>)[name], shown };
  }

  it("keeps what is typed between hydration's commit and the form's registration of its fields", async () => {
    expect(await typedAtCommit('password', 'Tardif-2026')).toEqual({
      submitted: 'Tardif-2026',
      shown: 'Tardif-2026',
    });
  });

  it('keeps the letters typed after the commit when the first ones were typed before it', async () => {
    // 'Dou' typed before the page hydrates, 'ala' as it goes live: the latest text wins.
    expect(await typedAtCommit('email', 'Douala', 'Dou')).toEqual({ submitted: 'Douala', shown: 'Douala' });
  });
});
