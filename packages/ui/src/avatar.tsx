interface AvatarProps {
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  size?: number;
}

/** The member's photo, or their initials when there is none. */
export function Avatar({ firstName, lastName, photoUrl, size = 40 }: AvatarProps) {
  const name = `${firstName} ${lastName}`.trim();
  if (photoUrl) {
    return <img className="ui-avatar" src={photoUrl} alt={name} width={size} height={size} />;
  }
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <span className="ui-avatar ui-avatar--initials" style={{ width: size, height: size }} role="img" aria-label={name}>
      {initials}
    </span>
  );
}
