import { describe, expect, it } from "vitest";
import { partsSearchDefaults } from "./parts-search";

describe("a parts search link", () => {
  it("fills the part wanted and the vehicle from the query", () => {
    const params = new URLSearchParams("q=%20brake%20pads%20&make=Mazda&model=CX-5&year=2021&vin=JM0KF4W7A00123456");
    expect(partsSearchDefaults(params)).toEqual({
      parts_wanted: "brake pads",
      vehicle_make: "Mazda",
      vehicle_model: "CX-5",
      vehicle_year: "2021",
      vin: "JM0KF4W7A00123456",
    });
  });

  it("reads the part from query or part too, and leaves out what is empty", () => {
    expect(partsSearchDefaults(new URLSearchParams("query=roof%20racks&make="))).toEqual({ parts_wanted: "roof racks" });
    expect(partsSearchDefaults(new URLSearchParams("part=floor%20mats"))).toEqual({ parts_wanted: "floor mats" });
    expect(partsSearchDefaults(new URLSearchParams(""))).toEqual({});
  });

  it("keeps a long value within what the server takes", () => {
    expect(partsSearchDefaults(new URLSearchParams(`q=${"x".repeat(300)}`)).parts_wanted).toHaveLength(200);
  });
});
