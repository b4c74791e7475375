import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

// Holds the height a page will take, so the footer does not jump when the page arrives.
const Wrapper = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Ring = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <Wrapper role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{t('loading')}</span>
    </Wrapper>
  );
}
