/**
 * Which route a URL's path opens, for the static first paint (docs/architecture.md "First load"):
 * the boot script is handed the routes' paths by the build (`:name` for a segment of the URL) and
 * finds the opening page's among them as the router would, without the router's code.
 */

/** How many `:name` segments a route's path has. */
function paramCount(route: string): number {
  return route.split('/').filter((segment) => segment.startsWith(':')).length;
}

/**
 * The routes in the order the router prefers them: fewer `:name` segments first, so that
 * /card-management/add-card is matched before /card-management/:id (a stable sort keeps the
 * table's order otherwise).
 */
export function inMatchOrder(routes: readonly string[]): string[] {
  return [...routes].sort((a, b) => paramCount(a) - paramCount(b));
}

/** The first of `routes` (in match order) that `path` opens: its segments equal, a `:name` segment taking any one but an empty one. */
export function routeOf(routes: readonly string[], path: string): string | undefined {
  const segments = path.split('/');
  return routes.find((route) => {
    const parts = route.split('/');
    return parts.length === segments.length && parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
  });
}
