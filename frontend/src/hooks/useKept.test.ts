import { renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { useKept } from "./useKept";

it("keeps the last answer while the next one loads or after it fails", () => {
  const { result, rerender } = renderHook(({ v }: { v: string | undefined }) => useKept(v), {
    initialProps: { v: undefined as string | undefined },
  });
  expect(result.current).toBeNull();
  rerender({ v: "first" });
  expect(result.current).toBe("first");
  rerender({ v: undefined });
  expect(result.current).toBe("first");
  rerender({ v: "second" });
  expect(result.current).toBe("second");
});
