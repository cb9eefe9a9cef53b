/// The server's render bundle (src/entry-server.tsx): one self-contained script, evaluated by the
/// backend's embedded V8 (pages/server_render.py), which loads no modules and has no Node or browser
/// APIs. Built after the app, into dist/.ssr/ (not under /assets: it is not served).
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { fontSubsets } from "./font-subsets";
import { routeRankingOnce } from "./route-ranking-once";

export default defineConfig({
  plugins: [react(), fontSubsets, routeRankingOnce],
  // Libraries keep their development checks behind process.env.NODE_ENV; V8 has no `process`.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "webworker" },
  build: {
    ssr: "src/entry-server.tsx",
    outDir: "dist/.ssr",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    minify: false,
    rollupOptions: {
      output: { format: "iife", name: "ForecourtServer", entryFileNames: "render.js" },
    },
  },
});
