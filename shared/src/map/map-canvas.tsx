import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Notice } from '@immo237/shared/ui';
import { loadMapKit } from './load-map-kit';
import { mapSettings } from './settings';
import type { LatLng, MapView, MapViewOptions } from './types';

export interface MapCanvasTexts {
  /** While Leaflet is fetched. */
  loading: string;
  /** Leaflet itself could not be fetched (network, a release gone). */
  failed: string;
  retry: string;
  /** Tiles could not be loaded: the markers stay, on a plain background. */
  tilesUnavailable: string;
  /** Leaflet's controls: 'Zoom avant', 'Zoom arrière', a popup's 'Fermer'. */
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
}

export interface MapCanvasProps extends Pick<
  MapViewOptions,
  'onMoveEnd' | 'onPick' | 'onNavigate' | 'openLabel'
> {
  /** The map's accessible name. */
  label: string;
  /** What the map shows, in words (read with the map; the page keeps the same facts as text). */
  description?: string;
  texts: MapCanvasTexts;
  center: LatLng;
  zoom: number;
  /** The map to draw on, once loaded; null when it goes. */
  onReady: (view: MapView | null) => void;
  /** CSS height of the map, e.g. 'min(65vh, 32rem)'. */
  height?: string;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;

  > [role='status'] {
    margin-bottom: 0;
  }
`;

const Surface = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: #dfe7e3;
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
  z-index: 0;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  p {
    margin: 0;
  }
`;

/**
 * A Leaflet map in the page, loaded when this component mounts (never on the server, never in a first render's
 * code). The map is a named region; its description says in words what it shows; markers are reached with Tab.
 * When tiles fail the markers stay on a plain background and a notice says so.
 */
export function MapCanvas({
  label,
  description,
  texts,
  center,
  zoom,
  onReady,
  height = 'min(65vh, 32rem)',
  ...handlers
}: MapCanvasProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const descriptionId = useId();
  // The latest callbacks, read by the map's events: the map is made once per attempt, not at every render.
  const latest = useRef({ onReady, handlers, center, zoom, texts });
  latest.current = { onReady, handlers, center, zoom, texts };

  useEffect(() => {
    let view: MapView | null = null;
    let cancelled = false;
    setState('loading');
    loadMapKit().then(
      (kit) => {
        const element = canvas.current;
        if (cancelled || !element) return;
        const { center: start, zoom: startZoom, handlers: own, texts: names } = latest.current;
        view = kit.createMapView(element, {
          settings: mapSettings(),
          center: start,
          zoom: startZoom,
          onTileError: () => setTilesFailed(true),
          openLabel: own.openLabel,
          controls: { zoomIn: names.zoomIn, zoomOut: names.zoomOut, closePopup: names.closePopup },
          onMoveEnd: () => latest.current.handlers.onMoveEnd?.(),
          onNavigate: own.onNavigate && ((href) => latest.current.handlers.onNavigate?.(href)),
          onPick: own.onPick && ((position) => latest.current.handlers.onPick?.(position)),
        });
        setState('ready');
        latest.current.onReady(view);
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      if (view) {
        latest.current.onReady(null);
        view.destroy();
      }
    };
  }, [attempt]);

  return (
    <Frame>
      {tilesFailed ? <Notice>{texts.tilesUnavailable}</Notice> : null}
      <Surface $height={height}>
        <Canvas
          ref={canvas}
          role="region"
          aria-label={label}
          aria-describedby={description ? descriptionId : undefined}
          data-testid="map-canvas"
          data-map-state={state}
        />
        {state === 'loading' ? (
          <Overlay role="status">
            <p>{texts.loading}</p>
          </Overlay>
        ) : null}
        {state === 'failed' ? (
          <Overlay role="alert">
            <p>{texts.failed}</p>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {texts.retry}
            </Button>
          </Overlay>
        ) : null}
      </Surface>
      {description ? (
        <p id={descriptionId} hidden>
          {description}
        </p>
      ) : null}
    </Frame>
  );
}
