import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { useLiveControl } from '@immo237/shared/ui';
import type { FaqEntry } from '../faq-entries';

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* The shell's sticky header (two rows on phones) must not cover a question reached by its deep link. */
  scroll-margin-top: 8.5rem;

  ${media.md} {
    scroll-margin-top: 5.5rem;
  }
`;

const Question = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.controlHeights.lg};
  padding: ${({ theme }) => `${theme.spacing.sm} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Sign = styled.span<{ $open: boolean }>`
  flex: none;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
  transform: rotate(${({ $open }) => ($open ? '45deg' : '0')});
  transition: transform ${({ theme }) => theme.transitions.fast};
`;

const Answer = styled.div`
  padding-bottom: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};

  p {
    margin: 0;
  }
`;

interface FaqItemProps {
  entry: FaqEntry;
  open: boolean;
  onToggle: (id: string) => void;
}

/** One question as a disclosure (WAI-ARIA accordion pattern): the h3 holds the button, the answer is a region. */
export function FaqItem({ entry, open, onToggle }: FaqItemProps) {
  const buttonId = `${entry.id}-question`;
  const panelId = `${entry.id}-answer`;
  // A click on the server's markup before the page is live is held and performed once it is.
  const control = useLiveControl<HTMLButtonElement>('click');
  return (
    <Item id={entry.id}>
      <Question>
        <Toggle
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          {...control.marker}
          ref={control.ref}
          onClick={() => onToggle(entry.id)}
        >
          <span>{entry.question}</span>
          <Sign $open={open} aria-hidden="true">
            +
          </Sign>
        </Toggle>
      </Question>
      {/* Without JavaScript the answers are shown (the page's <noscript> style): nothing could open them. */}
      <Answer
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        data-shown-without-script=""
      >
        <p>{entry.answer}</p>
      </Answer>
    </Item>
  );
}
