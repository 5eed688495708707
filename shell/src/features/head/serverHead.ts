/**
 * Once the visitor moves to another page in the browser, the head tags the server wrote for the
 * first page outside React (marked `data-server-head`) are dropped. A page head rendered by React
 * takes over the matching tags while hydrating and removes them itself; what is left (the default
 * canonical link of a page that names none, or a tag written for another origin) would otherwise
 * describe the page the visitor has left.
 */
export function dropServerHead(): void {
  for (const tag of document.head.querySelectorAll('[data-server-head]')) tag.remove();
}
