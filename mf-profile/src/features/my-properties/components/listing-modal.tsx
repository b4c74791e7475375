import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product, ProductFiles, ProductInput } from '@immo237/shared/api';
import { Button, Modal } from '@immo237/shared/ui';
import { yupValidator } from '@immo237/shared/forms';
import type { PhotoProgress } from '../api/product-form-data';
import { imagePayload, useListingImages } from '../hooks/use-listing-images';
import { toProductInput, valuesFromProduct } from '../listing-input';
import { EMPTY_LISTING, listingSchema, type ListingFormValues } from '../listing-schema';
import { ErrorList } from './error-list';
import { ImagePicker } from './image-picker';
import { ListingAdvancedFields } from './listing-advanced-fields';
import { ListingFields } from './listing-fields';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const validate = yupValidator<ListingFormValues>(listingSchema);

interface ListingModalProps {
  open: boolean;
  /** The listing being edited; null to create one. */
  product: Product | null;
  errors: readonly string[];
  onClose: () => void;
  onSubmit: (input: ProductInput, files: ProductFiles, onProgress: PhotoProgress) => Promise<unknown>;
}

/**
 * Create/edit in a modal. Closing resets the form and releases the previews; while saving
 * every button is disabled and a close is refused, so a half-sent listing cannot be abandoned unseen.
 */
export function ListingModal({ open, product, errors, onClose, onSubmit }: ListingModalProps) {
  const { t } = useTranslation('profile');
  const pictures = useListingImages();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  /** How far each new photo has been sent (0 to 1), by picture key, while saving. */
  const [progress, setProgress] = useState<Record<string, number>>({});
  const { reset } = pictures;

  useEffect(() => {
    reset(open ? product : null);
    setFailed(false);
    setProgress({});
  }, [open, product, reset]);

  const close = () => {
    if (!saving) onClose();
  };

  const submit = async (values: ListingFormValues) => {
    if (saving) return;
    setSaving(true);
    setFailed(false);
    try {
      // Photos still being made smaller are waited for: every new photo leaves compressed.
      const { keep, files, sentKeys } = imagePayload(await pictures.settled());
      const input = { ...toProductInput(values), ...(product ? keep : {}) };
      setProgress(Object.fromEntries(sentKeys.map((key) => [key, 0])));
      await onSubmit(input, files, (shares) =>
        setProgress(Object.fromEntries(sentKeys.map((key, i) => [key, shares[i] ?? 0]))),
      );
      onClose();
    } catch {
      // The page has recorded the reason; the form stays open with what was typed.
      setFailed(true);
      setProgress({});
    } finally {
      setSaving(false);
    }
  };

  const formId = product ? `listing-form-${product.id}` : 'listing-form-new';
  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      title={product ? t('articles.form.editTitle') : t('articles.form.title')}
      footer={
        <Actions>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t('articles.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {product ? t('articles.form.saveChanges') : t('articles.form.create')}
          </Button>
        </Actions>
      }
    >
      <Form<ListingFormValues>
        initialValues={product ? valuesFromProduct(product) : EMPTY_LISTING}
        validate={validate}
        onSubmit={submit}
      >
        {({ handleSubmit }) => (
          <form id={formId} method="post" noValidate onSubmit={handleSubmit} aria-busy={saving}>
            <Stack>
              {failed && (
                <ErrorList
                  errors={[t('articles.errors.title'), ...errors]}
                  label={t('articles.errors.listLabel')}
                />
              )}
              <ListingFields />
              <ImagePicker
                images={pictures.images}
                progress={progress}
                errors={pictures.errors.map((key) => t(key))}
                disabled={saving}
                onAdd={pictures.add}
                onRemove={pictures.remove}
                onMove={pictures.move}
                onMakeMain={pictures.makeMain}
              />
              <ListingAdvancedFields saving={saving} />
            </Stack>
          </form>
        )}
      </Form>
    </Modal>
  );
}
