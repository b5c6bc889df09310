import type { CaseStudyIcon as IconName } from '#app/content/case-studies.ts'

const PATHS: Record<IconName, React.ReactNode> = {
  rocket: (
    <>
      <path d="M12 2.5c3 2.4 4.5 5.9 4.5 9.7V16h-9v-3.8c0-3.8 1.5-7.3 4.5-9.7z" />
      <circle cx="12" cy="10" r="1.7" />
      <path d="M7.5 12.5 5 15.5v3.3l2.5-1.6M16.5 12.5l2.5 3v3.3l-2.5-1.6M10.5 19.5 12 22l1.5-2.5" />
    </>
  ),
  megaphone: (
    <>
      <path d="M3 10v4h3.5L14 18.5v-13L6.5 10H3z" />
      <path d="M6.5 14l1.2 5h2.6l-1-4.2" />
      <path d="M17 9.5a3.5 3.5 0 0 1 0 5M19.5 7a7 7 0 0 1 0 10" />
    </>
  ),
  layout: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M9 9v11" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  mic: (
    <>
      <rect x="9" y="2.5" width="6" height="11.5" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5v4M8.5 21.5h7" />
    </>
  ),
  package: (
    <>
      <path d="m12 2.8 8 4.5v9.4l-8 4.5-8-4.5V7.3z" />
      <path d="m4 7.3 8 4.5 8-4.5M12 11.8v9.4M8 5l8 4.6" />
    </>
  ),
}

/** A decorative line icon for a case study; hidden from assistive technology. */
export function CaseStudyIcon({ name, size = 28, className = '' }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {PATHS[name]}
    </svg>
  )
}
