/**
 * A QR code with what a merchant does with it: download as PNG or SVG, print the A6 card.
 * This module (and uqr with it) loads lazily, after the rest of business tools has painted.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../components/ui/button/Button.tsx';
import { PrintCard } from './PrintCard.tsx';
import { QrImage } from './QrImage.tsx';
import { saveFile } from '../../../../lib/save-file.ts';
import { qrPngBlob, qrSvgFile } from './qr-code.ts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: center;
`;

const Frame = styled.div`
  width: min(100%, 240px);
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface QrPanelProps {
  url: string;
  /** Screen-reader name of the code. */
  label: string;
  /** File name without extension. */
  fileName: string;
  businessName: string;
  /** Shown on the printed card (a link's description and amount). */
  printDetail?: string;
}

export function QrPanel({ url, label, fileName, businessName, printDetail }: QrPanelProps) {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!printing) return undefined;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    // After the card is in the page: print() blocks until the dialog closes in most browsers.
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  return (
    <Layout>
      <Frame>
        <QrImage value={url} label={label} />
      </Frame>
      <Actions>
        <Button variant="outline" size="sm" onClick={() => void qrPngBlob(url).then((blob) => saveFile(blob, `${fileName}.png`))}>
          Download PNG
        </Button>
        <Button variant="outline" size="sm" onClick={() => saveFile(new Blob([qrSvgFile(url, label)], { type: 'image/svg+xml' }), `${fileName}.svg`)}>
          Download SVG
        </Button>
        <Button variant="outline" size="sm" onClick={() => setPrinting(true)}>
          Print card
        </Button>
      </Actions>
      {printing ? <PrintCard url={url} businessName={businessName} {...(printDetail ? { detail: printDetail } : {})} /> : null}
    </Layout>
  );
}

export default QrPanel;
