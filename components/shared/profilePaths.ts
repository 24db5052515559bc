// /users/{name}-{id}: the name part only reads well; the page is found by the id at the end, and an address
// whose name part differs is redirected to the canonical one. The name part is made the way the header's
// profile link makes it (components/layout/headerTargets.ts), so that link lands without a redirect.
import { slugify } from '@/components/layout/headerTargets';

const UUID_SUFFIX = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function profilePath(person: { id: string; name?: string | null }): string {
  const slug = slugify(person.name ?? '') || 'investor';
  return `/users/${slug}-${person.id}`;
}

/** The id at the end of '{name}-{id}', or null when the address names nobody. */
export function profileIdOf(ref: string | undefined): string | null {
  const m = ref?.match(UUID_SUFFIX);
  return m ? m[1].toLowerCase() : null;
}
