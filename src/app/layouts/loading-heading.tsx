import { useLocation } from 'react-router-dom';
import { pageTitleFor } from '../../config/page-titles.ts';

/**
 * The page's h1 while its code is still on its way (issue 37): a screen reader, or axe, meeting
 * the loading screen hears which page is coming, and no moment of a page is without its heading.
 * Spoken only; the page's own visible h1 replaces it when the page renders.
 */
export function LoadingHeading() {
  const { pathname } = useLocation();
  // data-page-loading: tests tell this heading from the page's own (e2e/routes.ts settledLanding).
  return (
    <h1 className="visually-hidden" data-page-loading="">
      {pageTitleFor(pathname)?.title ?? 'Loading'}
    </h1>
  );
}
