import { describe, expect, it } from "vitest";
import { buildPath, defineRoute, type PathParams } from "./routing";

describe("buildPath", () => {
  it("fills every parameter of the pattern", () => {
    expect(buildPath("/targets/details/customer-contents/:id", { id: 12 })).toBe(
      "/targets/details/customer-contents/12",
    );
    expect(buildPath("/a/:x/b/:y", { x: "1", y: 2 })).toBe("/a/1/b/2");
    expect(buildPath("/users", {})).toBe("/users");
  });

  it("checks the parameter names at compile time", () => {
    // @ts-expect-error -- `/targets/:id` needs an id
    expect(buildPath("/targets/:id", {})).toBe("/targets/undefined");
    const params: PathParams<"/a/:x/b/:y"> = { x: "1", y: "2" };
    expect(Object.keys(params)).toEqual(["x", "y"]);
  });

  it("checks a page against the params of its pattern", () => {
    const Page = ({ params }: { params: PathParams<"/p/:id"> }) => params.id;
    expect(defineRoute({ pattern: "/p/:id", title: "p", menu: "users", Page }).pattern).toBe(
      "/p/:id",
    );
    // @ts-expect-error -- `/p` gives the page no id
    expect(defineRoute({ pattern: "/p", title: "p", menu: "users", Page }).pattern).toBe("/p");
  });
});
