// The shell's server build entry: the API loads it and asks for a renderer. The renderer is loaded
// through an async import — the boundary where the federation runtime provides the shared singletons
// (React, the router, `shared`) before any code that uses them runs.
import type { PageRenderer, RendererOptions } from 'shared/contracts';

export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const { createRenderer: create } = await import('./server/renderer');
  return create(options);
}
