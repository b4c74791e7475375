/** The directives of a Content-Security-Policy header, by name (csp.test.ts, s3-serving.test.ts). */
export const cspDirectives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
