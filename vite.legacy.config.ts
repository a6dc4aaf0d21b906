import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import legacy from '@vitejs/plugin-legacy';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { floorBuildTargets, floorQuery } from './scripts/browsers';
import { lowerLegacyCss, writeLegacyManifest } from './scripts/vite-legacy';

/**
 * The legacy build (docs/decisions/026): the app lowered to the support floor, with the polyfills its code calls
 * for (core-js, chosen by usage for the floor's engines), into dist/client-legacy; the modern build
 * (vite.config.ts) then copies it under /legacy/. boot.js loads it on engines older than the modern build's.
 */
export default defineConfig({
  root: 'src/client',
  base: '/legacy/',
  publicDir: false,
  build: {
    outDir: '../../dist/client-legacy',
    emptyOutDir: true,
    sourcemap: false,
    cssTarget: floorBuildTargets(),
    modulePreload: false,
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: { input: { main: resolve(import.meta.dirname, 'src/client/main.tsx') } },
  },
  plugins: [
    react(),
    tailwindcss(),
    // Only polyfills for the modern chunks' syntax level (the floor), no SystemJS build: every engine on the floor
    // runs ES modules. plugin-legacy sets build.target from the same targets.
    legacy({ renderLegacyChunks: false, modernPolyfills: true, modernTargets: floorQuery() }),
    lowerLegacyCss(),
    writeLegacyManifest('main'),
  ],
});
