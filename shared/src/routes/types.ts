// Types only, importing nothing: what names a page of the route table and its parameters, for
// the modules the table itself depends on (the remotes' contract names its pages' props with them).

/** A route's id, unique in the composed table; a link to another area's page names its id. */
export type RouteId = string;

/** A page's parameters by name, as the route table allows them. */
export type RouteParams = Record<string, string>;
