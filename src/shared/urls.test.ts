import { describe, expect, it } from "vitest";
import { isImageUrl } from "./urls";

describe("isImageUrl", () => {
  it("takes a path of this site or an http(s) address", () => {
    expect(isImageUrl("/uploads/board.webp")).toBe(true);
    expect(isImageUrl("https://images.example.com/board.webp")).toBe(true);
  });

  it("refuses an address a browser reads as another site's (issue 24)", () => {
    expect(isImageUrl("//evil.example/board.webp")).toBe(false);
    expect(isImageUrl("/\\evil.example/board.webp")).toBe(false);
    expect(isImageUrl("https://images.example.com\\@evil.example/board.webp")).toBe(false);
    expect(isImageUrl("javascript:alert(1)")).toBe(false);
  });
});
