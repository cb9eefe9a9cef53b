/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The backend (forecourt serve, :8000) resolves the site from the Host header, so the dev server
// forwards it unchanged (changeOrigin: false): open http://{slug}.localhost:5173 in development.
const backend = { target: "http://127.0.0.1:8000", changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
  },
});
