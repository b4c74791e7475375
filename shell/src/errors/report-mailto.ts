// Mail clients and some OS handlers cut long mailto: URLs (around 2,000 characters), so each stack is trimmed.
const MAX_STACK_CHARS = 700;

function trim(text: string): string {
  return text.length > MAX_STACK_CHARS ? `${text.slice(0, MAX_STACK_CHARS)}…` : text;
}

export function trimStack(stack: string | null | undefined): string | undefined {
  const value = stack?.trim();
  return value ? trim(value) : undefined;
}

/** mailto: URL with subject and body URL-encoded (RFC 6068: %20 for spaces, %0A for new lines). */
export function buildMailto(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
