import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';
import { useLiveControl } from './use-live-control';

const StyledChip = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primaryContrast : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  cursor: pointer;
  white-space: nowrap;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'onToggle'> {
  selected: boolean;
  /** Called with the new state; the parent owns it (filters live in the page's state). */
  onToggle?: (selected: boolean) => void;
}

/** A toggle button (aria-pressed), e.g. a filter such as 'Appartement' or '2+ chambres'. */
export function Chip({ selected, onToggle, onClick, type = 'button', disabled, ref, ...rest }: ChipProps) {
  // A click on the server's markup before the page is live is held and performed once it is.
  const control = useLiveControl<HTMLButtonElement>('click', { outer: ref });
  return (
    <StyledChip
      {...rest}
      {...control.marker}
      ref={control.ref}
      type={type}
      disabled={disabled}
      aria-pressed={selected}
      $selected={selected}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onToggle?.(!selected);
      }}
    />
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  /* One row that scrolls sideways on phones rather than lines of chips pushing the page down. */
  overflow-x: auto;
  flex-wrap: nowrap;
  padding-bottom: ${({ theme }) => theme.spacing.xxs};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  ${media.md} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

export interface ChipRowProps extends ComponentPropsWithRef<'div'> {
  /** The group's name ('Catégories', 'Spécialités'). */
  'aria-label': string;
}

/**
 * A named group of chips in one row that scrolls sideways on a phone; the keyboard reaches the chips past the
 * edge through the chips themselves (focus scrolls them into view).
 */
export function ChipRow(props: ChipRowProps) {
  return <Row role="group" {...props} />;
}
