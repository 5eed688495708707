/** React keeps its fiber on every DOM element it manages, under a key with this prefix. */
const REACT_FIBER_KEY = '__reactFiber$';

function heldByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_FIBER_KEY));
}

/**
 * Once the visitor moves to another page in the browser, the head tags the server wrote for the
 * first page outside React (marked `data-server-head`) are dropped. A page head rendered by React
 * takes over the matching tags while hydrating (they keep the mark) and updates or removes them
 * itself, so those stay: removing one under React's feet breaks its next page change. What is left
 * (the default canonical link of a page that names none, or a tag written for another origin)
 * would otherwise describe the page the visitor has left.
 */
export function dropServerHead(): void {
  for (const tag of document.head.querySelectorAll('[data-server-head]')) {
    if (!heldByReact(tag)) tag.remove();
  }
}
