import InstallButton from './InstallButton.tsx';
import OfflineBanner from './OfflineBanner.tsx';
import UpdatePrompt from './UpdatePrompt.tsx';

/** The strips that need no database, in one chunk: one request instead of several on 2G. */
export default function OfflineStrips() {
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <InstallButton />
    </>
  );
}
