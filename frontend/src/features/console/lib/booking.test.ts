import { describe, expect, it } from "vitest";
import { locationLabel, waitingSummary, zoneName } from "./booking";

describe("booking words", () => {
  it("names a location with its dealership unless the name already says it", () => {
    expect(locationLabel({ name: "North Yard", dealership_name: "North Motors" })).toBe("North Yard (North Motors)");
    expect(locationLabel({ name: "North Motors Service", dealership_name: "North Motors" })).toBe("North Motors Service");
  });

  it("writes a location's zone as its city", () => {
    expect(zoneName("Australia/Brisbane")).toBe("Brisbane");
    expect(zoneName("Australia/Lord_Howe")).toBe("Lord Howe");
  });

  it("sums up a waiting lead: what, which car, where and how long it has waited", () => {
    const now = new Date("2026-03-02T04:00:00Z");
    const drive = { kind: "test_drive", car_name: "2021 Mazda CX-5", dealership_name: "North Motors", created_at: "2026-03-02T01:00:00Z" };
    expect(waitingSummary(drive, now)).toBe("Test drive · 2021 Mazda CX-5 · North Motors · asked 3 hours ago");
    const service = { kind: "service_booking", car_name: null, dealership_name: "North Motors", created_at: "2026-03-02T04:00:00Z" };
    expect(waitingSummary(service, now)).toBe("Service booking · North Motors · asked just now");
  });
});
