import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "@/test/axe";
import { customOrderRequest } from "@/test/commissions";
import { renderWithProviders, stubFetch } from "@/test/render";
import { CommissionSection } from "./commission-section";

const ORDER = customOrderRequest;

describe("CommissionSection while the commission loads", () => {
  it("is one busy status named 'Loading the commission', which axe accepts (a label on a plain div is not)", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    // In the details dialog, as the owner meets it.
    renderWithProviders(
      <main>
        <CommissionSection order={ORDER} />
      </main>,
    );
    const waiting = screen.getByRole("status", { name: "Loading the commission" });
    expect(waiting.getAttribute("aria-busy")).toBe("true");
    await expectAccessible();
  });
});
