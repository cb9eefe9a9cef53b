/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { fontSubsets } from "./font-subsets";
import { precompressed } from "./precompressed";

// The backend (forecourt serve, :8000 unless FORECOURT_BACKEND_URL says otherwise) resolves the site
// from the Host header, so the dev server forwards it unchanged (changeOrigin: false): open
// http://{slug}.localhost:5173 in development.
const backend = { target: process.env.FORECOURT_BACKEND_URL ?? "http://127.0.0.1:8000", changeOrigin: false };

// In production the backend fills <!--forecourt:head--> per site and page; the dev server has no
// backend shell, so it links the site's favicon (proxied) and main.tsx titles the page.
const devHead: Plugin = {
  name: "forecourt-dev-head",
  apply: "serve",
  transformIndexHtml: (html) => html.replace("<!--forecourt:head-->", '<link rel="icon" href="/favicon.svg">'),
};

// Tables the backend reads from dist/, each the very file the app imports:
// - app/route-paths.json: the backend answers 404 for a path none of the app's pages serves;
// - lib/image-sizes.json: the first screen's photo is preloaded with the `sizes` its <img> will use.
// - fonts.json: each typeface's built file (themes/typefaces.json, the files themes/fonts.css
//   loads), which the page preloads.
const sharedTables: Plugin = {
  name: "forecourt-shared-tables",
  apply: "build",
  generateBundle(_options, bundle) {
    for (const path of ["app/route-paths.json", "lib/image-sizes.json"]) {
      const source = readFileSync(new URL(`./src/${path}`, import.meta.url), "utf8");
      const fileName = path.slice(path.lastIndexOf("/") + 1);
      this.emitFile({ type: "asset", fileName, source });
    }
    const typefaces = JSON.parse(readFileSync(new URL("./src/themes/typefaces.json", import.meta.url), "utf8")) as Record<string, string>;
    const assets = Object.values(bundle).filter((out) => out.type === "asset");
    const fonts = Object.fromEntries(
      Object.entries(typefaces).flatMap(([name, file]) => {
        const built = assets.find((a) => a.names.includes(file) || a.originalFileNames.some((o) => o.endsWith(`/${file}`)));
        return built ? [[name, `/${built.fileName}`]] : [];
      }),
    );
    if (Object.keys(fonts).length > 0) this.emitFile({ type: "asset", fileName: "fonts.json", source: JSON.stringify(fonts) });
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), fontSubsets, devHead, sharedTables, precompressed],
  server: {
    // *.localhost host names pick the site; Vite's host check would otherwise refuse them.
    allowedHosts: [".localhost"],
    proxy: {
      "/api": backend,
      "/media": backend,
      "/favicon.svg": backend,
    },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    target: "baseline-widely-available",
    sourcemap: false,
    // dist/.vite/manifest.json: the backend preloads a page's route chunk with its imports.
    manifest: true,
    // after-paint.ts: a server-rendered page's first script (backend pages/server_render.py). It
    // imports nothing, so it does not change how the app's own chunks are cut.
    rollupOptions: { input: { index: "index.html", "after-paint": "src/after-paint.ts" } },
  },
  test: {
    environment: "jsdom",
    // One jsdom per worker thread, not one per file: building 61 of them took most of the run
    // (130 s of 2 cores, 13 s without). The setup file clears the DOM and both storages after
    // each test, so files do not see each other's leftovers.
    pool: "threads",
    isolate: false,
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
  },
});
