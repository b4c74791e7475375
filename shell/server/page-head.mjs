// Helpers for the <head> the shell's server writes (shell-server.mjs builds the tags): link previews (WhatsApp,
// Facebook) and crawlers read the HTML and never run the site's JavaScript.
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Replaces the document's generic title and description with `head`. */
export function injectHead(html, head) {
  return (
    html
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="?description"? content=("[^"]*"|[^ >]*)>/, '')
      // A function, not a string: a listing's text may hold `$'`, which a replacement string would expand.
      .replace('</head>', () => `${head}</head>`)
  );
}
