import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { Button, Dialog } from '@immo237/shared/ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

interface DeleteListingDialogProps {
  product: Product | null;
  onCancel: () => void;
  onConfirm: (product: Product) => Promise<void>;
}

/** Asks before deleting: a listing and its photos cannot be brought back. */
export function DeleteListingDialog({ product, onCancel, onConfirm }: DeleteListingDialogProps) {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!product || busy) return;
    setBusy(true);
    try {
      await onConfirm(product);
      onCancel();
    } catch {
      // The page shows why in its red list; the dialog closes so the list is visible.
      onCancel();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={product !== null}
      onClose={() => !busy && onCancel()}
      size="sm"
      title={t('articles.delete.title')}
      footer={
        <Actions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('articles.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {t('articles.delete.confirm')}
          </Button>
        </Actions>
      }
    >
      <p>{t('articles.delete.text', { name: product?.name ?? '' })}</p>
    </Dialog>
  );
}
