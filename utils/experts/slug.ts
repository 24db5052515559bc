/**
 * The expert's public page lives at /experts/{id}-{slug}: the id finds the record, the slug (from the name)
 * makes the address readable. A link with an old or missing slug still finds the expert and is redirected.
 */

export const EXPERTS_PATH = '/experts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** 'Rahul Mehta' -> 'rahul-mehta'; letters of other scripts are dropped, so a name may give ''. */
export function expertSlug(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export function expertPath(id: string, name: string | null | undefined): string {
  const slug = expertSlug(name);
  return `${EXPERTS_PATH}/${id}${slug ? `-${slug}` : ''}`;
}

/** The id at the start of '{id}-{slug}' (lower-cased), or null when the segment does not start with one. */
export function expertIdFromSegment(segment: string | null | undefined): string | null {
  const match = segment?.match(UUID);
  if (!match) return null;
  const rest = segment!.slice(match[0].length);
  return rest === '' || rest.startsWith('-') ? match[0].toLowerCase() : null;
}
