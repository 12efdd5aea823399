// axe-core on what a component test rendered (issue 38): a dialog's or a form's accessibility is
// checked here, in jsdom, instead of in a browser journey. jsdom lays nothing out, so the rules that
// need a layout (colour contrast, target size) stay with the journeys that measure the pages.
import axe from "axe-core";
import { expect } from "vitest";

/** The rules of the journeys' expectAccessible (e2e/support/fixtures.ts): WCAG 2.2 A and AA, and best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
const NEEDS_LAYOUT = ["color-contrast", "target-size"];

/** No axe violation of any impact in `root` (an open dialog, or the document's body). */
export async function expectAccessible(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: "tag", values: TAGS },
    rules: Object.fromEntries(NEEDS_LAYOUT.map((id) => [id, { enabled: false }])),
  });
  expect(
    results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}
