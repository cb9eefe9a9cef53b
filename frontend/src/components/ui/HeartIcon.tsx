/** The favourite / save heart, filled when on. Decorative: the button around it carries the name. */
export function HeartIcon({ filled, className = "size-6" }: { filled: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path
        d="M12 21s-7.5-4.6-10-9.3C.4 8.6 2.3 4.5 6.2 4.5c2.2 0 3.9 1.3 4.8 2.7.9-1.4 2.6-2.7 4.8-2.7 3.9 0 5.8 4.1 4.2 7.2C19.5 16.4 12 21 12 21Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
