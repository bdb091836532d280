import { displayName } from '@prato/core/schemas/auth';
import { ChefHat, LogOut, User } from '@/components/icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { refuseSignOutOffline, useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/features/auth/hooks/use-user';

/**
 * The user menu's Radix dropdown, loaded on first use (user-menu.tsx): with its positioning and focus
 * libraries it is a fair part of the signed-in shell's JavaScript.
 */
export default function UserMenuDropdown({
  compact,
  defaultOpen,
  triggerClassName,
  children,
}: {
  compact: boolean;
  defaultOpen: boolean;
  triggerClassName: string;
  children: ReactNode;
}) {
  const user = useUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = displayName(user);

  const signOut = () => {
    if (refuseSignOutOffline()) return;
    logout.mutate(undefined, {
      onSuccess: () => toast.success('Você saiu da sua conta.'),
      onSettled: () => navigate(paths.login.getHref(), { replace: true }),
    });
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={triggerClassName}>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align={compact ? 'end' : 'start'} side={compact ? 'bottom' : 'top'}>
        <DropdownMenuLabel>
          <span className="block truncate font-medium text-slate-800">{name}</span>
          <span className="block truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.profile.getHref())}>
          <User className="size-4" aria-hidden />
          Meu Perfil
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.recipes.getHref())}>
          <ChefHat className="size-4" aria-hidden />
          Minhas receitas
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOut} disabled={logout.isPending}>
          <LogOut className="size-4" aria-hidden />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
