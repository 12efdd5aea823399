import { useEffect, useRef } from "react";

/**
 * Posts a link's token once the page runs (so a link scanner's GET changes nothing), and only once,
 * even under StrictMode's double effects.
 */
export function usePostTokenOnce(token: string, post: { mutate(body: { token: string }): void }): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    post.mutate({ token });
  }, [token, post]);
}
