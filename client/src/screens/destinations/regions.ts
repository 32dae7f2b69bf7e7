/** The region codes the destinations' addresses carry (`/destination-city/{region}/…`, `/rura/{region}`). */
export function isRegionCode(code: string | undefined): code is string {
  return !!code && /^\d{6}(\d{6})?$/.test(code);
}

interface RegionNode {
  readonly code: string;
  readonly name: string;
  readonly children?: ReadonlyArray<{ readonly code: string; readonly name: string }>;
}

/** The name of a region of the site's tree (two levels), null when the tree does not hold it. */
export function regionNameIn(tree: ReadonlyArray<RegionNode> | null | undefined, code: string): string | null {
  for (const r of tree ?? []) {
    if (r.code === code) return r.name;
    const child = r.children?.find((c) => c.code === code);
    if (child) return child.name;
  }
  return null;
}
