import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = new URL('../src/firstScreen.inline.ts', import.meta.url).pathname;

/**
 * index.html's inline script: src/firstScreen.inline.ts, compiled on its own (the same
 * request rules the app's network layer is compiled from) and written right after the title, so
 * the first screen's queries leave while the app's JavaScript downloads. The gateway allows it by
 * its hash (gateway/src/security/headers.ts).
 */
export function firstScreenScript(): Plugin {
  let script = '';
  return {
    name: 'ctp:first-screen-script',
    apply: 'build',
    async buildStart() {
      const out = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          minify: true,
          lib: { entry: ENTRY, formats: ['iife'], name: 'ctpFirstScreen' },
        },
      });
      const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
      if (!chunk) throw new Error('first-screen script: no output');
      script = chunk.code.trim();
      if (/<\/script/i.test(script)) throw new Error('first-screen script: contains a closing script tag');
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/(\n(\s*)<title>.*<\/title>)/, (_, title: string, indent: string) => `${title}\n${indent}<script>${script}</script>`),
    },
  };
}
