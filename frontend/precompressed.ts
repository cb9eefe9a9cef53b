/**
 * Each built script, stylesheet and SVG under assets/ with its Brotli (`.br`, quality 11) and gzip
 * (`.gz`, level 9) forms beside it, made once at build time: the backend answers a browser with the
 * form it accepts (backend forecourt/web/assets.py) instead of compressing the file on every
 * request, and at a quality no per-request compression could afford (index.js: 84 KB gzipped at
 * level 9, 71 KB as Brotli 11). Fonts and images are compressed in their own formats already.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
const MINIMUM_BYTES = 800; // the backend's GZip middleware's threshold: smaller is sent as it is
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const precompressed: Plugin = {
  name: "forecourt-precompressed",
  apply: "build",
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? "dist";
    const files = Object.values(bundle)
      .filter((out) => out.fileName.startsWith("assets/") && COMPRESSIBLE.test(out.fileName))
      .map((out) => ({ fileName: out.fileName, source: Buffer.from(out.type === "chunk" ? out.code : out.source) }))
      .filter(({ source }) => source.length >= MINIMUM_BYTES);
    // zlib runs these on libuv's threads: every core works at once.
    await Promise.all(
      files.flatMap(({ fileName, source }) => [
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }).then((body) => writeFile(join(outDir, `${fileName}.br`), body)),
        gzipped(source, { level: 9 }).then((body) => writeFile(join(outDir, `${fileName}.gz`), body)),
      ]),
    );
  },
};
