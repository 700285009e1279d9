/** The wordmark: ratio 114/22, 114 px wide, 80 px on small screens (spec §2.4). */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 114 22"
      role="img"
      aria-label="艺术市场"
      className={`aspect-[114/22] w-[80px] sm:w-[114px] ${className}`}
    >
      <rect x="0" y="1" width="20" height="20" rx="4" fill="#222222" />
      <path d="M5 16 L10 5.5 L15 16 M7.3 12 H12.7" stroke="#fcfcfc" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <text x="26" y="16.5" fontSize="14" fontWeight="700" fill="#222222" letterSpacing="1">
        艺术市场
      </text>
    </svg>
  );
}
