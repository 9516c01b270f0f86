import './OwnerPile.css';

/** A user as lists show owners (datasets, charts). */
export interface Owner {
  id: number;
  first_name: string;
  last_name: string;
}

/** Spec §2 'Avatar group': at most 4 owners as initials, then '+n'. */
export const MAX_OWNERS_SHOWN = 4;

function fullName(owner: Owner): string {
  return `${owner.first_name} ${owner.last_name}`.trim();
}

function initials(owner: Owner): string {
  return `${owner.first_name.charAt(0)}${owner.last_name.charAt(0)}`.toUpperCase();
}

export function OwnerPile({ owners }: { owners: readonly Owner[] }) {
  const shown = owners.slice(0, MAX_OWNERS_SHOWN);
  const more = owners.length - shown.length;
  return (
    <span className="loupe-owner-pile" role="img" aria-label={owners.map(fullName).join(', ')}>
      {shown.map((owner) => (
        <span key={owner.id} className="loupe-owner-pile__avatar" title={fullName(owner)} aria-hidden="true">
          {initials(owner)}
        </span>
      ))}
      {more > 0 && (
        <span className="loupe-owner-pile__avatar" aria-hidden="true">
          {`+${more}`}
        </span>
      )}
    </span>
  );
}
