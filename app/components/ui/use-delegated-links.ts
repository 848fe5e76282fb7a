import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Plain links inside a long server-drawn list, followed in the app when JavaScript runs: one
 * listener on the container sends a plain left click on an `<a>` of this site to Remix's navigate,
 * and anything else (a new tab, a modified click, another site) to the browser. Without
 * JavaScript they are the links they are. A Remix `<Link>` costs the server's render a router
 * lookup each, and a month of the firm's calendar draws a hundred.
 */
export function useDelegatedLinks<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || !element.contains(link)) return;
      if (link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener("click", follow);
    return () => element.removeEventListener("click", follow);
  }, [navigate]);
  return container;
}
