import { useState } from 'react';
import { avatarColorIndex, initials } from '@/lib/avatar';
import './Avatar.css';

export interface AvatarProps {
  name: string;
  imageUrl?: string | null | undefined;
  size?: 'small' | 'medium' | 'large';
  /** Hides the avatar from assistive technology when the name is shown next to it. */
  decorative?: boolean;
}

const SIZES = { small: 28, medium: 40, large: 64 } as const;

/** A picture, or up to 2 initials on one of 10 colours chosen by a hash of the name. */
export function Avatar({ name, imageUrl, size = 'medium', decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const px = SIZES[size];
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  if (imageUrl && !failed) {
    return (
      <span className={`ui-avatar ui-avatar--${size}`} style={{ width: px, height: px }} {...a11y}>
        <img src={imageUrl} alt="" width={px} height={px} onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span
      className={`ui-avatar ui-avatar--${size}`}
      style={{ width: px, height: px, background: `var(--palette-${avatarColorIndex(name)})` }}
      {...a11y}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
