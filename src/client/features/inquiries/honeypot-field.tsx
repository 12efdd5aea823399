import type { ComponentProps } from "react";

/**
 * The spam trap: a field people never see or reach with the keyboard, which form-filling bots fill in.
 * The server drops any inquiry that carries a value in `website`. Kept in the layout (off-screen, not
 * display:none) because some bots skip fields that are plainly hidden.
 */
export function HoneypotField({ id, ...input }: { id: string } & Omit<ComponentProps<"input">, "id">) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} name="website" />
    </div>
  );
}
