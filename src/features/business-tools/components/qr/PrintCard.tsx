import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { QrImage } from './QrImage.tsx';

/*
 * Printing shows the card alone on an A6 page (105 × 148 mm): everything else of the app is
 * hidden while it is mounted. Mounted only for the print, so other printing is unaffected.
 */
const PrintOnly = createGlobalStyle`
  /* A6 as lengths: Chromium does not know the A6 keyword (A5, A4… only) and would print Letter. */
  @page { size: 105mm 148mm; margin: 8mm; }
  @media print {
    body > *:not([data-print-card]) { display: none !important; }
    body { background: ${({ theme }) => theme.colors.white}; }
  }
  @media screen {
    [data-print-card] { display: none; }
  }
`;

const Card = styled.section`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: 4mm;
  width: 100%;
  min-height: 130mm;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  break-inside: avoid;
`;

const Headline = styled.h2`
  font-size: 20pt;
  margin: 0;
`;

const Name = styled.p`
  font-size: 14pt;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin: 0;
`;

const Code = styled.div`
  width: 70mm;
`;

const Small = styled.p`
  font-size: 8pt;
  margin: 0;
  word-break: break-all;
`;

export interface PrintCardProps {
  url: string;
  businessName: string;
  /** A link's description and amount; none on the permanent card. */
  detail?: string;
}

/** The A6 "Scan to pay" card with the merchant's name and the QR code. */
export function PrintCard({ url, businessName, detail }: PrintCardProps) {
  return createPortal(
    <div data-print-card="">
      <PrintOnly />
      <Card aria-label="Scan to pay card">
        <Headline>Scan to pay</Headline>
        <Name>{businessName}</Name>
        {detail ? <p>{detail}</p> : null}
        <Code>
          <QrImage value={url} label={`QR code to pay ${businessName}`} />
        </Code>
        <Small>Orange Money · Africell Money · bank transfer · card</Small>
        <Small>{url}</Small>
        <Small>Salone Pay</Small>
      </Card>
    </div>,
    document.body,
  );
}
