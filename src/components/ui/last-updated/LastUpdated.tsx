import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatLastUpdated } from './last-updated.ts';

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Last updated 5 minutes ago" under data shown from the local store; refreshes each minute. */
export function LastUpdated({ at }: { at: number | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (at === undefined) return null;
  return (
    <Text>
      <time dateTime={new Date(at).toISOString()}>{formatLastUpdated(at, now)}</time>
    </Text>
  );
}
