// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the remotes that bundle this file type-check it too: the declaration must come with it
/// <reference path="./css.d.ts" />
import leafletCss from 'leaflet/dist/leaflet.css';

const STYLE_ID = 'immo237-leaflet-css';

/**
 * Leaflet's stylesheet and the site's map styles, written once into the page when the first map opens: the
 * remotes live on other origins, and the CSP allows inline styles (styled-components) but no foreign stylesheet.
 * Leaflet's image URLs (layer switcher, default marker) are dropped: the site uses neither.
 */
const OWN_CSS = `
.leaflet-container { background: #dfe7e3; font: inherit; }
.leaflet-container:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.immo237-tiles-failed .leaflet-tile-pane { display: none; }
.immo237-marker { background: none; border: 0; }
.immo237-marker span {
  display: block; width: 24px; height: 24px; box-sizing: border-box;
  border-radius: 50% 50% 50% 0; transform: rotate(-45deg);
  background: #00674b; border: 3px solid #ffffff; box-shadow: 0 1px 4px rgba(16, 24, 22, 0.45);
}
.immo237-marker:focus-visible { outline: none; }
.immo237-marker:focus-visible span { outline: 3px solid #1a56db; outline-offset: 2px; background: #00523c; }
.immo237-popup { display: flex; flex-direction: column; gap: 2px; min-width: 10rem; }
.immo237-popup strong { font-size: 0.95rem; }
.immo237-popup a { color: #00674b; font-weight: 600; }
.immo237-popup a:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
`;

export function injectLeafletCss(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = leafletCss.replace(/url\(images\/[^)]*\)/g, 'none') + OWN_CSS;
  doc.head.append(style);
}
