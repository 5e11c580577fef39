import { useNavigation } from 'react-router';

/** A thin bar while a lazy route module or a loader is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Cargando"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-2/5 animate-progress bg-accent-500" />
    </div>
  );
}
