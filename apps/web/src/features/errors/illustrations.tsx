/** Line drawings for the error pages, in the theme's primary colour. */
export function LostBusIllustration() {
  return (
    <svg viewBox="0 0 220 160" width="100%" height="100%" aria-hidden fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 140h180" opacity="0.35" />
      <rect x="40" y="50" width="120" height="70" rx="14" />
      <path d="M40 78h120" />
      <rect x="52" y="58" width="24" height="14" rx="3" opacity="0.6" />
      <rect x="84" y="58" width="24" height="14" rx="3" opacity="0.6" />
      <rect x="116" y="58" width="32" height="14" rx="3" opacity="0.6" />
      <circle cx="66" cy="124" r="10" />
      <circle cx="134" cy="124" r="10" />
      <path d="M170 40c10-14 30-10 30 6 0 12-14 14-14 26" />
      <circle cx="186" cy="84" r="2" fill="currentColor" />
    </svg>
  );
}

export function LockedCardIllustration() {
  return (
    <svg viewBox="0 0 220 160" width="100%" height="100%" aria-hidden fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 148h180" opacity="0.35" />
      <rect x="30" y="44" width="120" height="80" rx="12" />
      <path d="M30 64h120" opacity="0.6" />
      <path d="M46 92h40M46 106h24" opacity="0.6" />
      <rect x="136" y="82" width="54" height="44" rx="8" />
      <path d="M146 82v-12a17 17 0 0 1 34 0v12" />
      <circle cx="163" cy="102" r="4" fill="currentColor" />
      <path d="M163 106v8" />
    </svg>
  );
}
