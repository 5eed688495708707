import './logo.css';

/** The Sídlo Partner mark and word mark, drawn inline (no extra request, crisp at any size). */
export function Logo() {
  return (
    <span className="chrome-logo">
      <svg
        className="chrome-logo__mark"
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="9" fill="var(--color-primary, #e07000)" />
        <path d="M11 29V17.5L20 11l9 6.5V29h-6.5v-7h-5v7z" fill="#fff" />
        <circle cx="29.5" cy="29.5" r="5.5" fill="var(--color-tertiary, #00727c)" stroke="#fff" strokeWidth="2" />
      </svg>
      <span className="chrome-logo__text">
        Sídlo <span className="chrome-logo__accent">Partner</span>
      </span>
    </span>
  );
}
