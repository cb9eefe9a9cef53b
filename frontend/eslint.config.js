import js from "@eslint/js";
import { readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of src/, each importing only from those below it (import-x resolves every import to
// its file, relative or not, so `../../vehicle/...` counts as much as any other spelling):
// - app/ (routes, layout, first screen), platform/ (the operators' console) and the entries
//   (main.tsx, entry-server.tsx): the composition, which may import anything. A route hands a
//   feature what it shows of another one (props naming components).
// - features/X/: one feature; it imports shared code, never another feature, app/ or platform/.
// - components/, lib/, hooks/, themes/, ssr/, test/: shared by every feature; they import none.
const FEATURES = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ["components", "lib", "hooks", "themes", "ssr", "test"].map((dir) => `./src/${dir}`);
const COMPOSITION = ["./src/app", "./src/platform", "./src/main.tsx", "./src/entry-server.tsx"];
const boundaries = [
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: "./src/features",
    except: [`./${name}`],
    message: "A feature does not import another feature: move what both need to components/ or lib/, or let the route (app/) hand it in.",
  })),
  {
    target: "./src/features",
    from: COMPOSITION,
    message: "A feature does not import app/ or platform/: the route hands the feature what it needs.",
  },
  {
    target: SHARED,
    from: ["./src/features", ...COMPOSITION],
    message: "Shared code (components/, lib/, hooks/ ...) imports no feature and no app/.",
  },
];

export default defineConfig(
  globalIgnores(["dist", "node_modules", "src/lib/api-types.ts"]),
  {
    files: ["**/*.{ts,tsx,js}"],
    extends: [js.configs.recommended, tseslint.configs.strict, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
      // no-cycle reads the modules an import leads to with the TypeScript parser
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: boundaries }],
      "import-x/no-cycle": "error",
      // An import no resolver finds would pass the boundaries unchecked: each must resolve (Vite's
      // query suffixes, ?worker and the like, are Vite's own).
      "import-x/no-unresolved": ["error", { ignore: ["\\?"] }],
    },
  },
  {
    files: ["vite.config.ts", "eslint.config.js", "src/**/*.test.{ts,tsx}", "src/test/**"],
    languageOptions: { globals: { ...globals.node } },
  },
);
