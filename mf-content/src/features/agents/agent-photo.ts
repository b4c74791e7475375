// An agent without a photo gets a portrait drawn here as a small SVG (initials on a colour of their own): no
// request, no outside host, a few hundred bytes. The seeded agents' photos are these portraits, stored as uploads.

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

function svgUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function agentPhoto(name: string, colour: string): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" fill="${colour}"/>` +
      `<circle cx="130" cy="30" r="60" fill="#fff" fill-opacity=".12"/>` +
      `<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="60" ` +
      `font-weight="700" fill="#fff">${initials(name)}</text></svg>`,
  );
}

/** Shown when a portrait cannot be displayed: a neutral silhouette. */
export const FALLBACK_PHOTO = svgUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="#E4E9E7"/>` +
    `<circle cx="80" cy="62" r="28" fill="#7A8782"/><path d="M28 148c4-30 26-48 52-48s48 18 52 48z" fill="#7A8782"/></svg>`,
);

const COLOURS = ['#00674B', '#1D4F91', '#8A4B00', '#0B6E79', '#6B3FA0', '#9A3412', '#B42318', '#3F6212'];

/** The photo an agent shows: theirs, else their initials on a colour picked from their slug. */
export function agentPortrait(agent: { slug: string; name: string; photo: string | null }): string {
  if (agent.photo) return agent.photo;
  const hash = [...agent.slug].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return agentPhoto(agent.name, COLOURS[hash % COLOURS.length]!);
}
