import { Link } from "wouter";
import { useToast } from "@/components/ui/use-toast";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";

export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {toasts.map(({ id, title, description, action, link, button, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          {link ? (
            // Radix closes the toast when its action is used; the link is the action's own element.
            <ToastAction altText={link.label} asChild>
              <Link href={link.href}>{link.label}</Link>
            </ToastAction>
          ) : null}
          {button ? (
            <ToastAction
              altText={`${button.label}: ${typeof title === "string" ? title : ""}`}
              onClick={button.onClick}
            >
              {button.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
