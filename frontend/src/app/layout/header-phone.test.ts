import { describe, expect, it } from "vitest";
import { makeLocation, makeSite } from "../../test/fixtures";
import { headerPhone } from "./header-phone";

const site = makeSite({ locations: [makeLocation({ slug: "harbour-service", phone: "1300 894 400" })] });

describe("headerPhone", () => {
  it("on a location's page calls the location's own number, the one its page shows", () => {
    for (const path of ["/contact-us/harbour-service", "/our-location/harbour-service", "/locations/harbour-service"]) {
      expect(headerPhone(path, site, { phone: "02 9890 4400" })).toBe("1300 894 400");
    }
  });

  it("elsewhere calls the page's dealership, else the site's", () => {
    expect(headerPhone("/cars/x", site, { phone: "02 9890 4400" })).toBe("02 9890 4400");
    expect(headerPhone("/", site, null)).toBe("(02) 9000 1234");
  });
});
