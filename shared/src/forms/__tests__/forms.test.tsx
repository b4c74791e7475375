import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Form } from 'react-final-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { number, object, string } from 'yup';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { FormSelect, FormTextArea, FormTextField, yupValidator } from '..';

const schema = object({
  name: string().trim().required('form.nameRequired').min(3, 'form.nameShort'),
  features: object({ bedrooms: number().typeError('form.notANumber').min(1, 'form.tooFew') }),
  kind: string().required('form.kindRequired'),
});

describe('yupValidator', () => {
  const validate = yupValidator(schema);

  it('keeps the first message of each field, nested like the values', () => {
    expect(validate({ name: '', features: { bedrooms: 0 }, kind: '' })).toEqual({
      name: 'form.nameRequired',
      features: { bedrooms: 'form.tooFew' },
      kind: 'form.kindRequired',
    });
  });

  it('answers no error for valid values', () => {
    expect(validate({ name: 'Awa', features: { bedrooms: 2 }, kind: 'house' })).toEqual({});
  });

  it('does not hide a failure that is not a validation error', () => {
    const broken = object({
      name: string().test('boom', 'x', () => {
        throw new TypeError('bug');
      }),
    });
    expect(() => yupValidator(broken)({ name: 'a' })).toThrow('bug');
  });
});

describe('the form fields', () => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'fr',
    resources: {
      fr: {
        remote: {
          form: {
            nameRequired: 'Le nom est obligatoire',
            kindRequired: 'Choisissez un type',
            notANumber: 'Un nombre, s’il vous plaît',
          },
        },
      },
    },
  });

  function renderForm(onSubmit = jest.fn()) {
    renderWithTheme(
      <I18nextProvider i18n={i18n}>
        <Form onSubmit={onSubmit} validate={yupValidator(schema)} initialValues={{ features: {} }}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit}>
              <FormTextField ns="remote" name="name" label="Nom" />
              <FormTextField ns="remote" name="features.bedrooms" label="Chambres" numeric />
              <FormSelect
                ns="remote"
                name="kind"
                label="Type"
                options={[{ value: 'house', label: 'Maison' }]}
                placeholder
              />
              <FormTextArea ns="remote" name="bio" label="Présentation" />
              <button type="submit">Envoyer</button>
            </form>
          )}
        </Form>
      </I18nextProvider>,
    );
    return onSubmit;
  }

  it('shows no error while typing nor when a field is left (nothing moves under the pointer), then follows the typing after a submit', async () => {
    renderForm();
    const name = screen.getByLabelText('Nom');
    await userEvent.click(name);
    expect(screen.queryByText('Le nom est obligatoire')).toBeNull();
    await userEvent.tab();
    expect(screen.queryByText('Le nom est obligatoire')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(name).toHaveAccessibleDescription('Le nom est obligatoire');
    await userEvent.type(name, 'Awa');
    expect(name).not.toHaveAccessibleDescription('Le nom est obligatoire');
  });

  it('shows every error on a submit attempt and sends nothing; numbers stay numbers', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est obligatoire');
    expect(screen.getByLabelText('Type')).toHaveAccessibleDescription('Choisissez un type');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Nom'), 'Awa');
    await userEvent.type(screen.getByLabelText('Chambres'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'house');
    await userEvent.type(screen.getByLabelText('Présentation'), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Awa', features: { bedrooms: 3 }, kind: 'house', bio: 'Bonjour' },
      expect.anything(),
      expect.anything(),
    );
  });
});
