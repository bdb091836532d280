import { avatarInitials, displayName } from '@prato/core/schemas/auth';
import { ChevronDown, LogOut, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useProfile } from '@/api/profile';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/features/auth/hooks/use-user';

export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  if (src) {
    return <img src={src} alt="" aria-hidden className={cn('size-9 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800',
        className,
      )}
    >
      {avatarInitials(name)}
    </span>
  );
}

/** Avatar + name button opening 'Meu Perfil' and 'Sair'. `compact` shows only the avatar. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = displayName(user);
  // The uploaded picture, once the profile is loaded; the initials until then.
  const avatarUrl = useProfile().data?.avatarUrl;

  const signOut = () => {
    logout.mutate(undefined, {
      onSuccess: () => toast.success('Você saiu da sua conta.'),
      onSettled: () => navigate(paths.login.getHref(), { replace: true }),
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Menu do usuário"
        className={cn(
          'flex items-center gap-3 rounded-xl text-left transition-colors hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
          compact ? 'p-1' : 'w-full p-2',
        )}
      >
        <Avatar name={name} src={avatarUrl} />
        {compact ? null : (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-slate-900">{name}</span>
              <span className="block truncate text-xs text-slate-500">{user.email}</span>
            </span>
            <ChevronDown className="size-4 text-slate-500" aria-hidden />
          </>
        )}
      </DropdownMenuTrigger>
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
        <DropdownMenuItem onSelect={signOut} disabled={logout.isPending}>
          <LogOut className="size-4" aria-hidden />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
