import { avatarInitials, displayName } from '@prato/core/schemas/auth';
import { ChevronDown } from '@/components/icons';
import { lazy, Suspense, useState } from 'react';
import { useProfile } from '@/api/profile';
import { cn } from '@/lib/cn';
import { useUser } from '@/features/auth/hooks/use-user';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

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

/**
 * Avatar + name button opening 'Meu Perfil' and 'Sair'. `compact` shows only the avatar. The dropdown
 * is loaded when the pointer comes near or on the first press (which opens it once loaded).
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useUser();
  const name = displayName(user);
  // The uploaded picture, once the profile is loaded; the initials until then.
  const avatarUrl = useProfile().data?.avatarUrl;
  const [requested, setRequested] = useState(false);

  const triggerClassName = cn(
    'flex items-center gap-3 rounded-xl text-left transition-colors hover:bg-slate-100',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
    compact ? 'p-1' : 'w-full p-2',
  );
  // The button is named by its content, which starts with what it is: an aria-label would hide the
  // visible initials (and name) from the name, which speech input users say to press it.
  const face = (
    <>
      <span className="sr-only">Menu do usuário</span>
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
    </>
  );
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={() => void loadDropdown()}
      onClick={() => setRequested(true)}
    >
      {face}
    </button>
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown compact={compact} defaultOpen triggerClassName={triggerClassName}>
        {face}
      </UserMenuDropdown>
    </Suspense>
  );
}
