import { KeyRound, UserRound } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useProfile } from '@/api/profile';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ChangePasswordForm } from '../components/change-password-form';
import { PersonalDataForm } from '../components/personal-data-form';

export const PROFILE_LOAD_FAILED = 'No se pudieron cargar los datos del usuario';

const TABS = [
  { key: 'datos', label: 'Datos Personales', icon: UserRound },
  { key: 'password', label: 'Cambiar Contraseña', icon: KeyRound },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** Mi Cuenta (accounts §2 account settings): personal data and password tabs. */
export default function AccountPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'password' ? 'password' : 'datos';
  const profile = useProfile();

  const select = (key: TabKey) =>
    setParams(key === 'datos' ? {} : { tab: key }, { replace: true, preventScrollReset: true });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tab === 'datos' ? 'password' : 'datos';
    select(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <section>
      <title>Mi Cuenta | Mayorista</title>
      <PageHeader title="Mi Cuenta" description="Tus datos personales, tu email y tu contraseña." />
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div
          role="tablist"
          aria-label="Secciones de Mi Cuenta"
          className="flex border-b border-stone-200 px-2 sm:px-4"
        >
          {TABS.map((item) => {
            const selected = item.key === tab;
            return (
              <button
                key={item.key}
                id={`${id}-tab-${item.key}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`${id}-panel-${item.key}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(item.key)}
                onKeyDown={onTabKey}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-3.5 text-sm font-semibold transition-colors sm:px-4 ${
                  selected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-stone-500 hover:text-stone-800'
                }`}
              >
                <item.icon aria-hidden="true" className="size-4" />
                {item.label}
              </button>
            );
          })}
        </div>
        <div
          id={`${id}-panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          className="p-5 sm:p-7"
        >
          {tab === 'password' ? (
            <ChangePasswordForm />
          ) : profile.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
              {Array.from({ length: 8 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={index} className="h-16" />
              ))}
            </div>
          ) : profile.isError ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              {PROFILE_LOAD_FAILED}
              <button
                type="button"
                onClick={() => profile.refetch()}
                className="ml-2 font-semibold underline"
              >
                Reintentar
              </button>
            </div>
          ) : (
            <PersonalDataForm key={profile.data.id} profile={profile.data} />
          )}
        </div>
      </div>
    </section>
  );
}
