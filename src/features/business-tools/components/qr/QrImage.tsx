import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { qrMatrix } from './qr-code.ts';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  /* The quiet zone is part of the code: it must stay white whatever the card's colour. */
  background: ${({ theme }) => theme.colors.white};
`;

export interface QrImageProps {
  value: string;
  /** What the code is, for screen readers ("QR code for Order 17"). */
  label: string;
}

/** The QR code of `value` as inline SVG (sharp on any screen and in print). */
export function QrImage({ value, label }: QrImageProps) {
  const { size, path } = useMemo(() => qrMatrix(value), [value]);
  const theme = useTheme();
  return (
    <Svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-qr-value={value}>
      <rect width={size} height={size} fill={theme.colors.white} />
      <path d={path} fill={theme.colors.text} />
    </Svg>
  );
}

export default QrImage;
