import styled from 'styled-components';
import { useCommonTranslation } from './use-common-translation';

const Box = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

/**
 * Said only to a browser without JavaScript, above a form the application sends (signing in keeps the session in
 * the browser; messages go through the API with the browser's own checks): its submit button does nothing there,
 * and the visitor is told why instead of losing what they typed to a page that comes back empty.
 */
export function ScriptNeededNotice() {
  const { t } = useCommonTranslation();
  return (
    <noscript>
      <Box>{t('form.needsScript')}</Box>
    </noscript>
  );
}
