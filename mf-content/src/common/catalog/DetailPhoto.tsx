/**
 * The photo at the top of an offer's detail: its largest paint, so it is fetched at high priority
 * (the server's automatic image preload carries the priority over), with its size reserved.
 */
export function DetailPhoto({ src }: { src: string }) {
  return <img className="catalog-detail__image" src={src} alt="" width={800} height={450} fetchPriority="high" />;
}
