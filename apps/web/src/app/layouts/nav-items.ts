import {
  BookOpenCheck,
  ChefHat,
  Crown,
  Droplet,
  HeartPulse,
  History,
  House,
  ShieldCheck,
  User,
  UtensilsCrossed,
  type LucideIcon,
} from '@/components/icons';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  /** Desktop sidebar label. */
  label: string;
  /** Mobile bottom-bar label; absent = sidebar only. */
  shortLabel?: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** Navigation of the signed-in pages. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.home.getHref(), label: 'Início', shortLabel: 'Início', icon: House },
  { to: paths.diary.getHref(), label: 'Diário alimentar', shortLabel: 'Diário', icon: BookOpenCheck },
  { to: paths.plan.getHref(), label: 'Planejar', shortLabel: 'Planejar', icon: UtensilsCrossed },
  { to: paths.recipes.getHref(), label: 'Minhas receitas', icon: ChefHat },
  { to: paths.hydration.getHref(), label: 'Hidratação', shortLabel: 'Água', icon: Droplet },
  { to: paths.health.getHref(), label: 'Saúde', shortLabel: 'Saúde', icon: HeartPulse },
  { to: paths.subscription.getHref(), label: 'Assinatura', shortLabel: 'Premium', icon: Crown },
  { to: paths.profile.getHref(), label: 'Perfil', shortLabel: 'Perfil', icon: User },
  { to: paths.history.getHref(), label: 'Histórico', icon: History },
  { to: paths.admin.getHref(), label: 'Administração', shortLabel: 'Admin', icon: ShieldCheck, adminOnly: true },
];
