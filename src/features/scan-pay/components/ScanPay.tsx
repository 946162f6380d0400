/**
 * /scan-pay (issue 10): the camera reads a QR code; a Salone Pay code (our own /pay/… address)
 * opens its checkout, anything else is named as not ours. Typing the merchant's code is the
 * fallback (no camera, camera refused, a worn sticker). The camera is allowed on this page only
 * (Permissions-Policy, domain/permissions-policy.ts).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { interpretScan, merchantCodeFrom } from '../../../../domain/pay-qr.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { paths } from '../../../config/paths.ts';
import { createFrameReader } from './qr-reader.ts';

const FOREIGN_QR = 'This QR code is not a Salone Pay code. Ask the merchant for their Salone Pay QR code, or enter their merchant code below.';
const SCAN_INTERVAL_MS = 250;

type CameraState = { kind: 'idle' } | { kind: 'starting' } | { kind: 'scanning' } | { kind: 'error'; message: string };

const Viewfinder = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1;
  width: min(100%, 360px);
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  video { width: 100%; height: 100%; object-fit: cover; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'Camera access was refused. Allow the camera for this site in your browser settings, or enter the merchant code below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device. Enter the merchant code below.';
  if (name === 'NotReadableError') return 'The camera is being used by another app. Close it and try again, or enter the merchant code below.';
  return 'The camera could not start. Enter the merchant code below.';
}

const CAMERA_PARAM = 'camera';

function reloadedForCamera(): boolean {
  return new URLSearchParams(window.location.search).get(CAMERA_PARAM) === '1';
}

/** The document's own policy decides; a page reached by an in-app link keeps the old page's. */
function documentAllowsCamera(): boolean {
  const policy = (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy;
  return policy ? policy.allowsFeature('camera') : true;
}

export function ScanPay() {
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<CameraState>({ kind: 'idle' });
  const [foreign, setForeign] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const handleText = useCallback(
    (text: string): boolean => {
      const result = interpretScan(text, window.location.origin);
      if (result.kind === 'checkout') {
        stop();
        void navigate(result.path);
        return true;
      }
      setForeign(true);
      return false;
    },
    [navigate, stop],
  );

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ kind: 'error', message: 'This browser cannot use the camera. Enter the merchant code below.' });
      return;
    }
    if (!documentAllowsCamera()) {
      // Opened by an in-app link: this document was served for another page, without the
      // camera. Loading this address afresh gets the scanner page's own policy (once only).
      if (!reloadedForCamera()) window.location.replace(`${paths.scanPay.getHref()}?${CAMERA_PARAM}=1`);
      else setCamera({ kind: 'error', message: 'This browser blocks the camera here. Enter the merchant code below.' });
      return;
    }
    setCamera({ kind: 'starting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play();
      setCamera({ kind: 'scanning' });
    } catch (error) {
      stop();
      setCamera({ kind: 'error', message: cameraErrorMessage(error) });
    }
  }, [stop]);

  useEffect(() => {
    if (camera.kind !== 'scanning') return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void createFrameReader().then((read) => {
      const tick = async () => {
        if (cancelled || !videoRef.current) return;
        const text = await read(videoRef.current).catch(() => null);
        if (cancelled) return;
        if (text && handleText(text)) return;
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [camera.kind, handleText]);

  // Stop the camera when leaving the page; it must never stay on behind another screen.
  useEffect(() => stop, [stop]);

  // Came back after a full reload for the camera's sake: start it without a second tap.
  useEffect(() => {
    if (reloadedForCamera()) void start();
  }, [start]);

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const merchantId = merchantCodeFrom(code, window.location.origin);
    if (!merchantId) {
      setCodeError('Enter the merchant code shown under their QR code (or paste their Salone Pay link)');
      return;
    }
    setCodeError(undefined);
    stop();
    void navigate(paths.payMerchant.getHref(merchantId));
  };

  return (
    <>
      <SectionCard title="Scan a QR code" id="scan">
        <p>Point your camera at the merchant’s Salone Pay QR code. The payment opens as soon as it is read.</p>
        <Viewfinder hidden={camera.kind !== 'scanning' && camera.kind !== 'starting'}>
          <video ref={videoRef} muted playsInline aria-label="Camera view" />
        </Viewfinder>
        {camera.kind === 'error' ? <Alert variant="warning" title="Camera unavailable">{camera.message}</Alert> : null}
        {foreign ? (
          <Alert variant="error" title="Not a Salone Pay code" data-testid="foreign-qr">
            {FOREIGN_QR}
          </Alert>
        ) : null}
        {camera.kind === 'scanning' ? (
          <Button
            variant="outline"
            onClick={() => {
              stop();
              setCamera({ kind: 'idle' });
            }}
          >
            Stop camera
          </Button>
        ) : (
          <Button onClick={() => void start()} loading={camera.kind === 'starting'} fullWidth>
            Start camera
          </Button>
        )}
      </SectionCard>
      <SectionCard title="Enter a merchant code" id="merchant-code">
        <Form onSubmit={submitCode} noValidate aria-label="Pay by merchant code">
          <TextInput
            label="Merchant code"
            value={code}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
            hint="Shown under the merchant’s QR code"
            {...(codeError ? { error: codeError } : {})}
          />
          <Button type="submit" variant="secondary" fullWidth>
            Continue to pay
          </Button>
        </Form>
      </SectionCard>
    </>
  );
}
