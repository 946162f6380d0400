import { ShowcasePage } from '../../features/showcase/components/ShowcasePage.tsx';

/** /dev/components: the design-system showcase (SPEC §2), demo only. */
export default ShowcasePage;
