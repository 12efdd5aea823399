/** SPEC §9: a section link used from another page scrolls about 100 ms after going to /. */
export const SECTION_SCROLL_DELAY_MS = 100;

/** Smoothly scrolls to the element with this id (instantly when the user prefers reduced motion). Returns whether it exists. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  return true;
}

type GoToSectionOptions = {
  /** the current wouter location */
  location: string;
  navigate: (to: string) => void;
  /** scrolled to when the section is not on the page (yet) */
  fallbackId?: string;
};

/** A home-page section link: on / it scrolls now; elsewhere it goes to / first and scrolls once the page is there. */
export function goToSection(id: string, { location, navigate, fallbackId }: GoToSectionOptions): void {
  const scroll = () => {
    if (!scrollToSection(id) && fallbackId) scrollToSection(fallbackId);
  };
  if (location === "/") {
    scroll();
    return;
  }
  navigate("/");
  window.setTimeout(scroll, SECTION_SCROLL_DELAY_MS);
}
