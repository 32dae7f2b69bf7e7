/**
 * The resource types the interaction and comment paths know, as the domains declare them at start
 * (`DomainModule.resourceTypes` for Node types that can be liked, favourited, followed or
 * commented; `DomainModule.detailPaths` for the detail pages of other resource types, for banner
 * links). The core holds the registry; each domain owns its entries.
 */

/**
 * A Node type of a domain that the interaction and comment paths know by a resourceType (a place,
 * a news article, a topic, a heritage item…), and its in-app detail page.
 */
export interface ResourceTypeEntry {
  typeName: string;
  /** The upstream's resourceType (e.g. CONTENT_TYPE_TOPIC). */
  resourceType: string;
  /** Other spellings of it in upstream answers. */
  aliases?: readonly string[];
  /** In-app detail page, `{id}` replaced. */
  detailPath?: string;
}

const REGISTERED: ResourceTypeEntry[] = [];
const DETAIL_PATHS = new Map<string, string>();

export function registerResourceType(entry: ResourceTypeEntry): void {
  if (REGISTERED.some((e) => e.typeName === entry.typeName || e.resourceType === entry.resourceType))
    throw new Error(`resource type ${entry.typeName} registered twice`);
  REGISTERED.push(entry);
}

/** The in-app detail page of a resource type that is no interaction resource (`{id}` replaced). */
export function registerDetailPath(resourceType: string, detailPath: string): void {
  if (DETAIL_PATHS.has(resourceType)) throw new Error(`detail path of ${resourceType} registered twice`);
  DETAIL_PATHS.set(resourceType, detailPath);
}

const entryOf = (resourceType: string) => REGISTERED.find((e) => e.resourceType === resourceType || e.aliases?.includes(resourceType));

/** The in-app detail path of any resource type, null when unknown. */
export function resourceDetailPath(resourceType: string | null | undefined, id: string | number | null | undefined): string | null {
  if (id === null || id === undefined || String(id) === '') return null;
  const pattern = resourceType ? (entryOf(resourceType)?.detailPath ?? DETAIL_PATHS.get(resourceType)) : undefined;
  return pattern ? pattern.replace('{id}', encodeURIComponent(String(id))) : null;
}

/** The upstream resourceType of a Node type that can be liked, favourited, followed or commented; null otherwise. */
export function resourceTypeOfTypeName(typeName: string): string | null {
  return REGISTERED.find((e) => e.typeName === typeName)?.resourceType ?? null;
}

/** The Node type of an upstream resourceType; null for others. */
export function typeNameOfResourceType(resourceType: string | null | undefined): string | null {
  return resourceType ? (entryOf(resourceType)?.typeName ?? null) : null;
}
