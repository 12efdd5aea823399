import { useRef } from "react";

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Closing a dialog puts focus back on the control that opened it (decision 024). Radix does so only for
 * its own Trigger; the shop opens its dialogs from state (a row's 'View Details', a board's address
 * in history), where Radix would leave focus on the page's body, and a keyboard user back at the top.
 * When the dialog opens, focus is still on the opener: it is kept, and given back on closing if it
 * is still on the page. A caller's own handlers run first and may prevent this.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
