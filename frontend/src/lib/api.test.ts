import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, buildUrl } from "./api";

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("buildUrl", () => {
  it("repeats array parameters and drops empty ones", () => {
    expect(buildUrl("/api/v1/cars", { limit: 6, car_type: ["new", "demo"], make: undefined, q: "" })).toBe(
      "/api/v1/cars?limit=6&car_type=new&car_type=demo",
    );
    expect(buildUrl("/api/v1/site")).toBe("/api/v1/site");
  });
});

describe("apiGet", () => {
  it("returns the JSON body of a successful answer", async () => {
    const fetchMock = respond(200, { hits: [] });
    await expect(apiGet("/api/v1/cars", { limit: 3 })).resolves.toEqual({ hits: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/v1/cars?limit=3");
  });

  it("throws an ApiError with the status and the server's per-field errors", async () => {
    respond(422, { detail: "Invalid input.", errors: [{ field: "limit", message: "Input should be less than or equal to 100" }] });
    const error = await apiGet("/api/v1/cars", { limit: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe("Invalid input.");
    expect((error as ApiError).fieldError("limit")).toBe("Input should be less than or equal to 100");
  });

  it("shows a lender's own refusal, which the spec's endpoints send as `error`", async () => {
    respond(502, { error: "Failed to create customer with YouX" });
    await expect(apiGet("/api/youx/customers")).rejects.toMatchObject({ status: 502, message: "Failed to create customer with YouX" });
  });

  it("copes with an error answer that is not JSON", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("Bad gateway", { status: 502 })));
    await expect(apiGet("/api/v1/site")).rejects.toMatchObject({ status: 502, fieldErrors: [] });
  });
});
