import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BoardRating } from "./stars";

describe("BoardRating: a board's stars under its title and on its card", () => {
  it("shows the stars, the average and the count, read as one sentence", () => {
    render(<BoardRating rating={{ average: 4.7, count: 12 }} />);
    expect(screen.getByRole("img", { name: "4.7 out of 5 stars" })).toBeTruthy();
    const line = screen.getByRole("img").parentElement!;
    expect(line.textContent).toBe("4.7(12), 12 reviews");
    expect(screen.getByText(", 12 reviews").className).toContain("sr-only");
  });

  it("says '1 review', and leads to the reviews when given where", () => {
    render(<BoardRating rating={{ average: 5, count: 1 }} href="#reviews" />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("#reviews");
    expect(link.textContent).toContain(", 1 review");
    expect(screen.getByRole("img", { name: "5 out of 5 stars" })).toBeTruthy();
  });

  it("shows nothing before the first review", () => {
    const { container } = render(
      <>
        <BoardRating rating={null} />
        <BoardRating rating={{ average: 0, count: 0 }} />
        <BoardRating rating={undefined} />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });
});
