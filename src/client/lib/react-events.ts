import { options, type VNode } from "preact";

/**
 * The app runs on Preact (decision 092), whose elements listen for their events themselves, where
 * React listens at the root, in the bubbling phase. So a `change` that does not bubble never reaches
 * React's onChange, and here it would: Radix's Select tells its hidden native <select> of every new
 * value with one such event, whose handler then set the field back to what the <select> held before
 * (a form that set "Walnut" showed "Choose a wood"). A select's onChange takes only the events React
 * would give it. Imported once, first, by the app's entry and by the components' tests.
 */
const next = options.vnode?.bind(options);
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { onChange?: unknown };
  if (vnode.type === "select" && typeof props.onChange === "function") {
    const onChange = props.onChange as (event: Event) => void;
    props.onChange = (event: Event) => {
      if (event.bubbles) onChange(event);
    };
  }
  next?.(vnode);
};
