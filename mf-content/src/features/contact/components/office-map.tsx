import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@immo237/shared/ui';
import { useMapAvailability } from '../hooks/use-map-availability';
import { officeLocation } from '../office-location';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Fallback = styled.div`
  display: flex;
  height: 100%;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.lg};
  background: repeating-linear-gradient(
    45deg,
    ${({ theme }) => theme.colors.surface} 0 12px,
    ${({ theme }) => theme.colors.primarySoft} 12px 24px
  );

  p,
  address {
    margin: 0;
    font-style: normal;
  }
`;

const Address = styled.address`
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const MapLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** The office on an OpenStreetMap embed; an address block with a link when the map host cannot be reached. */
export function OfficeMap() {
  const { t } = useTranslation('content');
  const frameRef = useRef<HTMLDivElement>(null);
  const availability = useMapAvailability(frameRef);

  return (
    <div>
      <Frame ref={frameRef}>
        {availability === 'available' ? (
          <iframe
            title={t('contact.mapFrameTitle')}
            src={officeLocation.embedUrl}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <Fallback data-testid="map-fallback" aria-busy={availability !== 'unavailable'}>
            <p>{availability === 'unavailable' ? t('contact.mapUnavailable') : t('contact.mapLoading')}</p>
            <Address>{officeLocation.address}</Address>
          </Fallback>
        )}
      </Frame>
      <MapLink href={officeLocation.linkUrl} target="_blank" rel="noopener noreferrer">
        {t('contact.mapLink')} <VisuallyHidden>{t('contact.mapLinkNewTab')}</VisuallyHidden>
      </MapLink>
    </div>
  );
}
