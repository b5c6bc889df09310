type UserAvatarProps = {
  name: string
  email: string
  image?: string | null
  size?: 'sm' | 'md'
  /** On a dark background (a primary button): a light disc. */
  onDark?: boolean
}

/** The user's picture, or the first letter of their name (or e-mail) on a coloured disc. */
export function UserAvatar({ name, email, image, size = 'md', onDark = false }: UserAvatarProps) {
  const initial = (name.trim() || email).charAt(0).toUpperCase()
  const dimensions = size === 'sm' ? 'h-8 w-8 text-sm' : 'h-9 w-9 text-base'
  if (image) return <img src={image} alt="" className={`${dimensions} shrink-0 rounded-full object-cover`} />
  return (
    <span
      aria-hidden="true"
      className={`${dimensions} inline-flex shrink-0 items-center justify-center rounded-full font-black ${onDark ? 'bg-lime text-ink' : 'bg-ink text-lime'}`}
    >
      {initial}
    </span>
  )
}
