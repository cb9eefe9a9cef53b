// @vitest-environment node
/**
 * api-types.ts is generated from openapi.json (`npm run api`); this fails while it is stale.
 * (The backend's tests separately check that openapi.json matches the live API.)
 */
import { readFileSync } from "node:fs";
import openapiTS, { COMMENT_HEADER, astToString } from "openapi-typescript";
import { expect, it } from "vitest";

it("the committed API types are what openapi-typescript makes of openapi.json", async () => {
  const schema = new URL("../../openapi.json", import.meta.url);
  const generated = COMMENT_HEADER + astToString(await openapiTS(schema, { silent: true }));
  const committed = readFileSync(new URL("./api-types.ts", import.meta.url), "utf8");
  expect(committed === generated, "src/lib/api-types.ts is stale: run `npm run api`").toBe(true);
}, 30_000);
