import { siteConfig } from '@immo237/shared/config';

// siteConfig has the office's address but no coordinates; these are of Rue Joss, Bonanjo (Douala).
const LAT = 4.0452;
const LON = 9.6935;
const SPAN = 0.006;

export const officeLocation = {
  address: siteConfig.address.full,
  embedUrl:
    'https://www.openstreetmap.org/export/embed.html' +
    `?bbox=${LON - SPAN},${LAT - SPAN / 2},${LON + SPAN},${LAT + SPAN / 2}&layer=mapnik&marker=${LAT},${LON}`,
  linkUrl: `https://www.openstreetmap.org/?mlat=${LAT}&mlon=${LON}#map=17/${LAT}/${LON}`,
  // One small tile of the same server: if it cannot load, neither can the embed (offline site, blocked host).
  probeUrl: 'https://tile.openstreetmap.org/0/0/0.png',
};
