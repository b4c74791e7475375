import styled from 'styled-components';
import { Card } from '@immo237/shared/ui';

/** A part of the profile page with its own title (agent profile, verification, mails, notifications, data). */
export const SettingsPanel = styled(Card)`
  margin-top: ${({ theme }) => theme.spacing.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;
