// The shell's server bundle (dist/server/main.js), loaded by the shell's Node server (server/shell-server.mjs).
// Async boundary, as in the browser: the shared singletons are negotiated before the renderer's code runs.
import type { RendererOptions, Renderer } from './renderer';

export type { RenderRequest, RenderResult, Renderer, RendererOptions } from './renderer';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
