/** Who is asking: a signed-in person and whether they hold the admin role. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
}
