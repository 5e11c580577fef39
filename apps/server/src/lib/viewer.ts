/** Who is calling: null for anonymous callers. Set by the auth plugin from the bearer token. */
export type Viewer = { userId: number; username: string; isStaff: boolean; isBlocked: boolean } | null;

export const canSeePrices = (viewer: Viewer) => viewer !== null;
export const isStaff = (viewer: Viewer) => viewer?.isStaff === true;
