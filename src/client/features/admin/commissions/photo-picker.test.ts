import { describe, expect, it } from "vitest";
import { photosThatFit, uploadedUrls } from "./photo-picker";

describe("the progress photos picked", () => {
  it("takes no more than six in all", () => {
    expect(photosThatFit(["a", "b"], 0)).toEqual({ take: ["a", "b"], left: 0 });
    expect(photosThatFit(["a", "b", "c"], 4)).toEqual({ take: ["a", "b"], left: 1 });
    expect(photosThatFit(["a"], 6)).toEqual({ take: [], left: 1 });
  });

  it("sends only the uploaded ones, in order", () => {
    expect(
      uploadedUrls([
        { key: "1", name: "a.jpg", url: "/uploads/commissions/a.webp" },
        { key: "2", name: "b.jpg", url: null },
        { key: "3", name: "c.jpg", url: "/uploads/commissions/c.webp" },
      ]),
    ).toEqual(["/uploads/commissions/a.webp", "/uploads/commissions/c.webp"]);
  });
});
