const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Brand glyphs of the social networks the company uses. */
export function SocialIcon({ id }: { id: 'linkedin' | 'facebook' | 'youtube' }) {
  switch (id) {
    case 'linkedin':
      return (
        <svg {...base}>
          <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zM9.5 9.75h3.83v1.5h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13v5.43h-4v-4.82c0-1.15-.02-2.63-1.6-2.63-1.6 0-1.85 1.25-1.85 2.55v4.9h-4z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...base}>
          <path d="M13.5 21v-7.5h2.55l.38-3H13.5V8.6c0-.87.24-1.46 1.49-1.46h1.59V4.46A21 21 0 0 0 14.26 4.3c-2.3 0-3.88 1.4-3.88 3.98v2.22H7.8v3h2.58V21z" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...base}>
          <path d="M21.6 7.2a2.5 2.5 0 0 0-1.76-1.77C18.28 5 12 5 12 5s-6.28 0-7.84.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.76 1.77C5.72 19 12 19 12 19s6.28 0 7.84-.43a2.5 2.5 0 0 0 1.76-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
        </svg>
      );
  }
}
