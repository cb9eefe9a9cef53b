import { expect, it } from "vitest";
import { directoryParams } from "./DealershipDirectory";

it("a directory search sets the query parameter and drops the page parameter", () => {
  expect(directoryParams(new URLSearchParams("page=3&utm=x"), " toyota ").toString()).toBe("utm=x&query=toyota");
  expect(directoryParams(new URLSearchParams("query=ford&page=2"), "").toString()).toBe("");
});
