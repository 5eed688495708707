/**
 * Resolves once the element `selector` names comes within `margin` of the screen: at once where
 * there is nothing to wait for (on the server, without IntersectionObserver, or without the
 * element). For code a part of the page needs only when the visitor gets near it.
 */
export function nearScreen(selector: string, margin = '400px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
