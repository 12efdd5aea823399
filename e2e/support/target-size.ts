import type { Page } from "@playwright/test";

/** What a pointer can hit: the controls WCAG 2.5.8 measures. */
const TARGETS = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "[role=button]",
  "[role=tab]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=switch]",
  "[role=menuitem]",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/** WCAG 2.5.8's minimum: 24 by 24 CSS pixels, or a 24 px circle around it that touches nothing. */
const MINIMUM = 24;

/**
 * The visible targets of the page as it is now that are under 24×24 CSS px (WCAG 2.5.8, issue 28),
 * each described as `tag "name" width×height`. A small target is allowed when
 * - it is a link inside a sentence (laid out inline, its parent's text longer than its own), or
 * - the spacing exception holds: a 24 px circle centred on it meets no other target, nor the
 *   circle of another small target.
 * Hidden controls (display, visibility, 1 px screen-reader clips, no pointer events, inert or
 * aria-hidden content behind an open dialog) are not targets. A control shown only on hover
 * (opacity 0) is one. An input hidden in a 1 px clip is hit through its label: the label is measured.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      type Target = { element: Element; rect: DOMRect; cx: number; cy: number; small: boolean };
      const shown = (element: Element, rect: DOMRect) =>
        rect.width > 1 &&
        rect.height > 1 &&
        element.checkVisibility({ checkVisibilityCSS: true }) &&
        !element.closest("[inert], [aria-hidden=true]") &&
        getComputedStyle(element).pointerEvents !== "none";
      const inSentence = (element: Element) => {
        if (element.tagName !== "A" || !element.parentElement) return false;
        if (getComputedStyle(element).display !== "inline") return false;
        const own = (element.textContent ?? "").trim().length;
        return own > 0 && (element.parentElement.textContent ?? "").trim().length > own;
      };
      const targets: Target[] = [];
      for (const control of document.querySelectorAll(selector)) {
        const clipped = control.getBoundingClientRect().width <= 1;
        const label = control instanceof HTMLInputElement && clipped ? control.labels?.[0] : undefined;
        const element = label ?? control;
        const rect = element.getBoundingClientRect();
        if (!shown(element, rect) || (label && targets.some((t) => t.element === label))) continue;
        const small = (rect.width < minimum - 0.05 || rect.height < minimum - 0.05) && !inSentence(element);
        targets.push({ element, rect, cx: rect.left + rect.width / 2, cy: rect.top + rect.height / 2, small });
      }
      const radius = minimum / 2;
      const circleMeetsRect = (t: Target, r: DOMRect) => {
        const x = Math.max(r.left, Math.min(t.cx, r.right));
        const y = Math.max(r.top, Math.min(t.cy, r.bottom));
        return Math.hypot(t.cx - x, t.cy - y) < radius - 0.05;
      };
      const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
      const name = (element: Element) =>
        (
          element.getAttribute("aria-label") ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          ""
        )
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 50);
      return targets
        .filter(
          (t) =>
            t.small &&
            targets.some(
              (other) =>
                other !== t &&
                !related(t.element, other.element) &&
                (circleMeetsRect(t, other.rect) ||
                  (other.small && Math.hypot(t.cx - other.cx, t.cy - other.cy) < minimum - 0.05)),
            ),
        )
        .map((t) => {
          const role = t.element.getAttribute("role");
          const type = t.element.getAttribute("type");
          const tag = t.element.tagName.toLowerCase() + (role ? `[role=${role}]` : "") + (type ? `[type=${type}]` : "");
          return `${tag} "${name(t.element)}" ${t.rect.width.toFixed(1)}×${t.rect.height.toFixed(1)}`;
        });
    },
    { selector: TARGETS, minimum: MINIMUM },
  );
}
