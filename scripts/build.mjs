// Builds the PWA into dist/: the Vite app, then the custom service worker (sw/sw.ts bundled with
// esbuild, precache manifest injected by workbox-build) served at /custom-sw.js.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { rm } from 'node:fs/promises';

/** BUILD_OUT_DIR lets parallel work build into its own folder (serve it with DIST_DIR). */
export async function buildApp({ quiet = false, outDir = process.env.BUILD_OUT_DIR ?? 'dist' } = {}) {
  const started = Date.now();
  await viteBuild({ logLevel: quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
  const swTemp = `${outDir}/.sw-src.js`;
  await esbuild({
    entryPoints: ['sw/sw.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    outfile: swTemp,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: swTemp,
    swDest: `${outDir}/custom-sw.js`,
    globDirectory: outDir,
    globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,svg,png,webp}', 'locales/**/*.json', 'icons/*.{png,svg}', 'manifest.webmanifest'],
    // The kit gallery is a development page, and the booking page is for customers (it has no
    // service worker): neither is worth every device's precache.
    globIgnores: ['**/*.map', '.sw-src.js', 'assets/GalleryPage-*', 'assets/gallery-*', 'assets/book-*', 'locales/*/book.json'],
    // Hashed file names already change with content; no need for workbox to re-hash them.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  await rm(swTemp);
  for (const w of warnings) console.warn(`service worker: ${w}`);
  if (!quiet) console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KiB) in ${Date.now() - started} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApp();
}
