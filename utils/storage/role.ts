// Role resolution: user if the stored list holds user, else expert; at login, expert wins.
import type { Role } from '../routes';

/** The role a stored session acts as: user if the list includes user, else expert. */
export function resolveRole(roles: readonly string[] | null | undefined): Role {
  return roles?.includes('user') ? 'user' : 'expert';
}

/** The role of a fresh login result: expert if the list contains expert, else the first role. */
export function resolveLoginRole(roles: readonly string[] | null | undefined): string {
  if (!roles || roles.length === 0) return 'user';
  return roles.includes('expert') ? 'expert' : roles[0];
}

/**
 * The list to store after a login, so that the stored-session rule (user wins) agrees with the
 * login rule (expert wins) for accounts that hold both roles.
 */
export function roleListToStore(roles: readonly string[]): string[] {
  return roles.includes('expert') ? roles.filter((r) => r !== 'user') : [...roles];
}
