import { badRequest } from './errors.js';
import { inputProblem } from './strings.js';

/**
 * Multipart bodies never reach the JSON body guard (plugins/external/security.ts: Fastify leaves `request.body`
 * empty for them), so their readers check each field here with the same rules: a value nested too deep (the JSON a
 * text field holds, once parsed), a NUL or a lone surrogate in a field's name or value, are a 400.
 */
export function checkFormInput(value: unknown, where: string): void {
  const problem = inputProblem(value, where);
  if (problem) throw badRequest(problem.message, problem.path ? [{ path: problem.path }] : undefined);
}

/** A field's name and value, checked as one entry `{ name: value }` (the path names the field). */
export const checkFormField = (name: string, value: unknown) => checkFormInput({ [name]: value }, '');
