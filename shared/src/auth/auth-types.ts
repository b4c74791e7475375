/**
 * The signed-in user as the API returns it. Spellings differ between calls (firstName on login,
 * firstname on the profile, createdAt vs created_at), so both are accepted as they come.
 */
export interface AuthUser {
  id: string | number;
  email: string;
  firstName?: string;
  lastName?: string;
  firstname?: string;
  lastname?: string;
  role?: string;
  pseudo?: string;
  phone?: string;
  avatar?: string;
  bio?: string;
  createdAt?: string;
  created_at?: string;
  updated_at?: string;
}

/** What survives a reload; `isLoading` is deliberately absent (a reload never resumes a request). */
export interface PersistedAuth {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
}

export interface AuthState extends PersistedAuth {
  isLoading: boolean;
  login: (user: AuthUser, token: string) => void;
  logout: () => void;
  setLoading: (isLoading: boolean) => void;
  /** Merges into the current user; ignored when nobody is signed in. */
  updateUser: (partial: Partial<AuthUser>) => void;
}

export const SIGNED_OUT: PersistedAuth = { user: null, token: null, isAuthenticated: false };
