import { useMatches } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';

export type ComingSoonHandle = { title?: string };

/** An admin screen another issue builds: the 'Disponible próximamente' panel inside the shell. */
export default function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as ComingSoonHandle | undefined;
  const title = handle?.title ?? 'Configuración';
  return (
    <>
      <title>{`${title} | Mayorista`}</title>
      <ComingSoon title={title} />
    </>
  );
}
