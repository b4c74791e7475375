import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { brokenImageFallback, useImageFallback } from '@immo237/shared/ui';
import { agentPortrait, FALLBACK_PHOTO } from '../agent-photo';

const Photo = styled.img<{ $size: number }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size / 16}rem;
  height: ${({ $size }) => $size / 16}rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.skeleton};
  /* The silhouette over a photo that failed before (or without) the page's script. */
  ${brokenImageFallback(css`
    border-radius: inherit;
    background: url('${FALLBACK_PHOTO}') center / cover;
  `)}
`;

interface AgentPortraitProps {
  agent: { slug: string; name: string; photo: string | null };
  /** Drawn size in CSS pixels (a square). */
  size: number;
}

/** An agent's photo (or their initials), replaced by a neutral silhouette when it cannot be shown. */
export function AgentPortrait({ agent, size }: AgentPortraitProps) {
  const { t } = useTranslation('content');
  const [photo, setPhoto] = useState(() => agentPortrait(agent));
  const fail = () => setPhoto(FALLBACK_PHOTO);
  const ref = useImageFallback(fail);
  return (
    <Photo
      ref={ref}
      src={photo}
      alt={t('agents.photoAlt', { name: agent.name })}
      width={size}
      height={size}
      $size={size}
      onError={photo === FALLBACK_PHOTO ? undefined : fail}
    />
  );
}
