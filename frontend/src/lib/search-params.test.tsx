import { act, render } from "@testing-library/react";
import { BrowserRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { filterChange, useChangeParams, type ChangeParams } from "./search-params";

describe("useChangeParams", () => {
  it("keeps both of two changes made before the first has rendered (two filters in a row)", () => {
    window.history.replaceState(null, "", "/console/stock?q=ranger");
    let change: ChangeParams = () => {};
    function Filters() {
      const [params, changeParams] = useChangeParams();
      change = changeParams;
      return <p>{params.toString()}</p>;
    }
    const { container } = render(
      <BrowserRouter>
        <Filters />
      </BrowserRouter>,
    );
    act(() => {
      change((next) => next.set("make", "Ford"), { replace: true });
      change((next) => next.set("sort", "oldest"), { replace: true });
    });
    expect(window.location.search).toBe("?q=ranger&make=Ford&sort=oldest");
    expect(container.textContent).toBe("q=ranger&make=Ford&sort=oldest");
  });

  it("sets or removes a filter and goes back to the first page, unless the page is what changes", () => {
    const params = new URLSearchParams("make=Ford&page=3");
    filterChange("sort", "oldest")(params);
    expect(params.toString()).toBe("make=Ford&sort=oldest");
    filterChange("make", "")(params);
    expect(params.toString()).toBe("sort=oldest");
    filterChange("page", "2")(params);
    expect(params.toString()).toBe("sort=oldest&page=2");
  });
});
