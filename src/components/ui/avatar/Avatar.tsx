import styled from 'styled-components';
import { AVATAR_STATUS_LABELS, type AvatarStatus } from '../../../../domain/statuses.ts';
import { Icon } from '../icon/Icon.tsx';
import { initialsOf } from './initials.ts';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';
const PIXELS: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 56, xl: 72 };

const Wrap = styled.span<{ $px: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
`;

const Face = styled.span<{ $px: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $px }) => Math.round($px * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const StatusDot = styled.span<{ $status: AvatarStatus; $px: number }>`
  position: absolute;
  right: 0;
  bottom: 0;
  width: ${({ $px }) => Math.max(10, Math.round($px / 4))}px;
  height: ${({ $px }) => Math.max(10, Math.round($px / 4))}px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ $status, theme }) =>
    ({ online: theme.colors.success, offline: theme.colors.borderStrong, away: theme.colors.warning, busy: theme.colors.error })[$status]};
`;

export interface AvatarProps {
  name: string;
  /** Photo address; without it the initials show. */
  src?: string;
  size?: AvatarSize;
  status?: AvatarStatus;
}

/**
 * A person's photo or up to two initials (a person glyph when the name has none, such as a phone
 * number), with an optional presence dot that is also spoken.
 */
export function Avatar({ name, src, size = 'md', status }: AvatarProps) {
  const px = PIXELS[size];
  const initials = initialsOf(name);
  const label = status ? `${name} (${AVATAR_STATUS_LABELS[status]})` : name;
  return (
    <Wrap $px={px} role="img" aria-label={label}>
      <Face $px={px} aria-hidden="true">
        {src ? <img src={src} alt="" /> : initials || <Icon name="user" size={Math.round(px * 0.6)} />}
      </Face>
      {status ? <StatusDot $status={status} $px={px} aria-hidden="true" data-status={status} /> : null}
    </Wrap>
  );
}
