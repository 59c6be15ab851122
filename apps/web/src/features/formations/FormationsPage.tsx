import ComingSoonPage from '../placeholder/ComingSoonPage.tsx';

/** Placeholder until the real page lands (replaced by the owner of this feature). */
export default function FormationsPage() {
  return <ComingSoonPage area="formations" />;
}
