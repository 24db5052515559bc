// Where the header's logo, profile icon and cart shortcut lead, by session and role.
import type { ShellSession } from './session';

type Who = Pick<ShellSession, 'loggedIn' | 'role'>;

export function dashboardHref(role: ShellSession['role']): string {
  return role === 'expert' ? '/dashboard/expert' : '/dashboard/user';
}

/** Logged in: the role's dashboard; otherwise the home page. */
export function logoHref(session: Who): string {
  return session.loggedIn && session.role ? dashboardHref(session.role) : '/';
}

/** 'Asha Rao K' -> 'asha-rao-k': the name part of /users/{name}-{id}. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Experts: their dashboard; users: their public profile /users/{name}-{id}; logged out: expert login. */
export function profileIconHref(
  session: Pick<ShellSession, 'loggedIn' | 'role' | 'name' | 'id'>,
): string {
  if (!session.loggedIn || !session.role) return '/account/expert';
  if (session.role === 'expert') return '/dashboard/expert';
  const slug = slugify(session.name ?? '') || 'investor';
  return `/users/${slug}-${session.id ?? ''}`;
}

/** The public header's cart shortcut: only for an expert acting for a selected client. */
export function publicCartHref(
  session: Pick<ShellSession, 'loggedIn' | 'role' | 'selectedClientId'>,
): string | null {
  if (!session.loggedIn || session.role !== 'expert' || !session.selectedClientId) return null;
  return `/cart/summary?u=${encodeURIComponent(session.selectedClientId)}`;
}
