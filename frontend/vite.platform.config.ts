/// The platform operators' console (platform.html), built after the dealer sites' app into the same
/// dist/ but by a build of its own: a second entry in one build would re-cut the shopper's chunks.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { fontSubsets } from "./font-subsets";
import { precompressed } from "./precompressed";

export default defineConfig({
  plugins: [react(), tailwindcss(), fontSubsets, precompressed],
  build: {
    outDir: "dist",
    emptyOutDir: false, // the app's build is already there
    assetsDir: "assets",
    target: "baseline-widely-available",
    sourcemap: false,
    rollupOptions: { input: { platform: "platform.html" } },
  },
});
