import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

/**
 * The server's production build (`npm run build`): server/main.ts and the demo seed's process
 * bundled into plain JavaScript under build/node/, so production runs `node` with no TypeScript
 * loader (docs/decisions/0007). Packages stay in node_modules: only this repository's modules
 * (the `#server/*`, `#shared/*` aliases of package.json "imports") are bundled.
 */
export default defineConfig({
  // No React Router plugin and no public files: this build holds server code only.
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'build/node',
    emptyOutDir: true,
    minify: false,
    // Stack traces name the source lines; the map is read only with --enable-source-maps.
    sourcemap: true,
    rolldownOptions: {
      input: { main: 'server/main.ts', seed: 'server/seed/seed-process.ts' },
      external: [...builtinModules, /^node:/],
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
