import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder until the screen lands (issue 11). */
export default function Page() {
  return <ComingSoon title="Blog" />;
}
