/** Roles and the signed-in person's shape, free of zod so the shell can use them without loading it. */

export const ROLES = ['admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** What the shell needs to know about the signed-in person. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  displayName: string | null;
  image: string | null;
  role: Role;
  emailVerified: boolean;
};
