import { useLocation } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/lib/paths';

/** Screens other issues build; each shows a plain 'Disponible próximamente' panel until then. */

const SETTINGS_TITLES: Record<string, string> = {
  [paths.account]: 'Mi cuenta',
  [paths.myOrders]: 'Mis Pedidos',
};

export function SettingsPlaceholderPage() {
  const { pathname } = useLocation();
  const title = SETTINGS_TITLES[pathname.replace(/\/$/, '')] ?? 'Configuración';
  return (
    <>
      <title>{`${title} | Mayorista`}</title>
      <ComingSoon title={title} />
    </>
  );
}

export function ContactPlaceholderPage() {
  return (
    <>
      <title>Contacto | Mayorista</title>
      <ComingSoon title="Contacto" />
    </>
  );
}

export function AboutPlaceholderPage() {
  return (
    <>
      <title>Nosotros | Mayorista</title>
      <ComingSoon title="Nosotros" />
    </>
  );
}

export function RegisterPlaceholderPage() {
  return (
    <>
      <title>Crear cuenta | Mayorista</title>
      <ComingSoon title="Crear cuenta" />
    </>
  );
}
