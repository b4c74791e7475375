import { useTranslation } from 'react-i18next';
import {
  FormSelect,
  FormTextField,
  type FormSelectProps,
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
