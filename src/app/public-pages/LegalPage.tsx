import { PublicPage } from './PublicPage.tsx';
import { renderMarkdown } from './markdown.tsx';
import privacy from './legal/privacy.md?raw';
import terms from './legal/terms.md?raw';
import cookies from './legal/cookies.md?raw';

/** The texts a deploying business replaces: src/app/public-pages/legal/*.md (bundled at build time). */
export const LEGAL_DOCUMENTS = {
  privacy: { title: 'Privacy notice', source: privacy },
  terms: { title: 'Terms of service', source: terms },
  cookies: { title: 'Cookies and storage', source: cookies },
} as const;

export function LegalPage({ document }: { document: keyof typeof LEGAL_DOCUMENTS }) {
  const { title, source } = LEGAL_DOCUMENTS[document];
  return <PublicPage title={title}>{renderMarkdown(source)}</PublicPage>;
}
