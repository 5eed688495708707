import { useLayoutEffect, useState, type RefObject } from 'react';

/** Room kept for the 'More' entry when some entries do not fit. */
const MORE_WIDTH = 110;

/**
 * How many entries fit in one row ("priority+"): every entry stays rendered (the ones that do not
 * fit invisibly), so their widths can be measured again whenever the row resizes.
 */
export function useFittingCount(listRef: RefObject<HTMLUListElement | null>, count: number): number {
  const [visible, setVisible] = useState(count);
  useLayoutEffect(() => {
    const list = listRef.current;
    const nav = list?.parentElement;
    if (!list || !nav) return;
    const measure = () => {
      const available = nav.clientWidth;
      // A hidden row (the phone's layout shows its own menu) has nothing to fit: it is measured
      // when it shows, as the observer reports its new size.
      if (available === 0) return;
      const entries = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-menu-index]'));
      const widths = entries.map((entry) => entry.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
      let fitting = widths.length;
      if (total > available) {
        let used = MORE_WIDTH;
        fitting = 0;
        for (const width of widths) {
          if (used + width + gap > available) break;
          used += width + gap;
          fitting += 1;
        }
      }
      setVisible(fitting);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(nav);
    void document.fonts?.ready.then(measure);
    return () => observer?.disconnect();
  }, [listRef, count]);
  return Math.min(visible, count);
}
