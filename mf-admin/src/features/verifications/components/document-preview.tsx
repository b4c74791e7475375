import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@immo237/shared/ui';
import { getVerificationDocument } from '../api/get-verification-document';

const Picture = styled.img`
  display: block;
  width: 100%;
  max-height: 24rem;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The identity document of one request, loaded on demand with the session's bearer (an <img src> could not send
 * it) and shown from an object URL revoked when the card goes: the picture never sits in the browser's cache.
 */
export function DocumentPreview({ id, owner }: { id: string; owner: string }) {
  const { t } = useTranslation('admin');
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (url) return <Picture src={url} alt={t('verifications.documentAlt', { name: owner })} />;
  return (
    <>
      {state === 'failed' ? <p role="alert">{t('verifications.documentFailed')}</p> : null}
      <Button
        size="sm"
        variant="secondary"
        loading={state === 'loading'}
        aria-label={t('verifications.showDocumentNamed', { name: owner })}
        onClick={async () => {
          setState('loading');
          try {
            setUrl(URL.createObjectURL(await getVerificationDocument(id)));
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        {t('verifications.showDocument')}
      </Button>
    </>
  );
}
