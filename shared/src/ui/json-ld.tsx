/**
 * schema.org data for search engines, in the page the server draws. `<` is escaped so no text of a listing or a
 * translation can close the script element; React hydrates it as it is.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
