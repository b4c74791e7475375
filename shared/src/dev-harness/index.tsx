// @immo237/shared/dev-harness: the frame a remote's standalone dev harness draws around its pages, standing in for
// the shell's header. Not a federation singleton (shared-singletons.mjs leaves it out): it holds no state and only
// the remotes' own harnesses use it.
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitch, spreadRowStyles } from '@immo237/shared/ui';

const Bar = styled.header`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Top = styled.div`
  ${spreadRowStyles}
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

const Heading = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  white-space: nowrap;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

export interface HarnessLink {
  to: string;
  label: string;
  /** Active only on this exact path (e.g. '/'). */
  end?: boolean;
}

export interface HarnessFrameProps {
  title: string;
  /** The accessible name of the links' nav. */
  navLabel: string;
  links: readonly HarnessLink[];
  /** Drawn under the links (e.g. a demo sign-in). */
  extra?: ReactNode;
}

/** Dev-only frame: a bar with the remote's name, the language switch, a nav to each exposed page, then the page. */
export function HarnessFrame({ title, navLabel, links, extra }: HarnessFrameProps) {
  return (
    <>
      <Bar>
        <Top>
          <Heading>{title}</Heading>
          <LanguageSwitch />
        </Top>
        <nav aria-label={navLabel}>
          <Links>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </Links>
        </nav>
        {extra}
      </Bar>
      <main>
        <Outlet />
      </main>
    </>
  );
}

export { startHarness } from './start-harness';
