/** An id the visitor can quote to support: error_{timestamp}_{random}, e.g. error_1732222222222_k3j9x2a. */
export function createErrorId(now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 9).padEnd(7, '0');
  return `error_${now}_${random}`;
}
