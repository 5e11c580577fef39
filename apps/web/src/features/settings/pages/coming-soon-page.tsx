import { useMatches } from 'react-router';
import type { RouteHandle } from '@/app-routes';
import { ComingSoon } from '@/components/ui/coming-soon';

/** An admin screen another issue builds: the 'Disponible próximamente' panel inside the shell. */
export default function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.title ?? 'Configuración';
  return (
    <>
      <title>{`${title} | Mayorista`}</title>
      <ComingSoon title={title} />
    </>
  );
}
