import { useTranslation } from 'react-i18next';
import {
  FormSelect,
  FormTextArea,
  FormTextField,
  type FormSelectProps,
  type FormTextAreaProps,
  type FormTextFieldProps,
} from '@immo237/shared/forms';
import type { ListingFormValues } from '../listing-schema';

type Name = keyof ListingFormValues & string;

/** The listing form's texts: a field named `x` is labelled `articles.form.x`. */
const formKey = (key: string) => `articles.form.${key}` as 'articles.form.title';

/** A select of the listing form, labelled by its name; `withPlaceholder`: its empty choice is `…<name>Placeholder`. */
export function ListingSelect({
  name,
  withPlaceholder,
  ...props
}: { name: Name; withPlaceholder?: boolean } & Pick<FormSelectProps, 'options' | 'required'>) {
  const { t } = useTranslation('profile');
  return (
    <FormSelect
      ns="profile"
      name={name}
      label={t(formKey(name))}
      placeholder={withPlaceholder ? t(formKey(`${name}Placeholder`)) : undefined}
      {...props}
    />
  );
}

/** A number field of the listing form (a number in the form values, '' while empty), labelled by its name. */
export function ListingNumber({
  name,
  ...props
}: { name: Name } & Omit<FormTextFieldProps, 'name' | 'ns' | 'label' | 'numeric'>) {
  const { t } = useTranslation('profile');
  return <FormTextField ns="profile" name={name} numeric label={t(formKey(name))} {...props} />;
}

/** A text field of the listing form, labelled by its name; `withHint`: with the hint `articles.form.<name>Hint`. */
export function ListingText({
  name,
  withHint,
  ...props
}: { name: Name; withHint?: boolean } & Omit<FormTextFieldProps, 'name' | 'ns' | 'label' | 'hint'>) {
  const { t } = useTranslation('profile');
  return (
    <FormTextField
      ns="profile"
      name={name}
      label={t(formKey(name))}
      hint={withHint ? t(formKey(`${name}Hint`)) : undefined}
      {...props}
    />
  );
}

/** A text area of the listing form, labelled by its name. */
export function ListingTextArea({
  name,
  ...props
}: { name: Name } & Omit<FormTextAreaProps, 'name' | 'ns' | 'label'>) {
  const { t } = useTranslation('profile');
  return <FormTextArea ns="profile" name={name} label={t(formKey(name))} {...props} />;
}
