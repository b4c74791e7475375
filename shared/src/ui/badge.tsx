import type { ComponentPropsWithRef } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'accent';

// Each pair was checked for 4.5:1 in the theme's contrast test.
const tones: Record<BadgeTone, (theme: DefaultTheme) => { fg: string; bg: string }> = {
  neutral: (theme) => ({ fg: theme.colors.text, bg: theme.colors.surface }),
  primary: (theme) => ({ fg: theme.colors.primary, bg: theme.colors.primarySoft }),
  success: (theme) => ({ fg: theme.colors.success, bg: theme.colors.successSoft }),
  danger: (theme) => ({ fg: theme.colors.danger, bg: theme.colors.dangerSoft }),
  warning: (theme) => ({ fg: theme.colors.warning, bg: theme.colors.warningSoft }),
  info: (theme) => ({ fg: theme.colors.info, bg: theme.colors.infoSoft }),
  accent: (theme) => ({ fg: theme.colors.accentContrast, bg: theme.colors.accent }),
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => tones[$tone](theme).bg};
  color: ${({ theme, $tone }) => tones[$tone](theme).fg};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

/** A short status label such as 'À vendre' or 'À louer'. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge {...rest} $tone={tone} />;
}
