// Server-side <head> for pages that are shared as links: a listing pasted into WhatsApp or Facebook shows its
// title, price, photo and description, because those crawlers read the HTML and never run the site's JavaScript.
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

export function formatPriceFr(price, currency = 'XAF') {
  const amount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: currency === 'XAF' ? 0 : 2 }).format(
    price,
  );
  return currency === 'XAF' ? `${amount} FCFA` : `${amount} ${currency}`;
}

function summary(text, max = 160) {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * @param {Record<string, any>} product the API's product record
 * @param {string} pageUrl absolute URL of the page
 * @param {string} origin absolute origin, to make image URLs absolute
 */
export function listingHead(product, pageUrl, origin) {
  const perMonth = product.is_for_sale === false ? ' /mois' : '';
  const place = [product.location?.district, product.location?.city].filter(Boolean).join(', ');
  const title = `${product.name} — ${formatPriceFr(product.price, product.currency)}${perMonth} | Immo237`;
  const description = summary([place, product.description].filter(Boolean).join(' · '));
  const image = product.media?.[0]?.sizes?.['960'] ?? product.image;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Immo237">`,
    `<meta property="og:locale" content="fr_FR">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (image) {
    const absolute = new URL(image, origin).href;
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute)}">`);
    tags.push(`<meta property="og:image:width" content="960">`);
  }
  return tags.join('');
}

/** Replaces the document's generic title and description with `head`. */
export function injectHead(html, head) {
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"? content=("[^"]*"|[^ >]*)>/, '')
    .replace('</head>', `${head}</head>`);
}
