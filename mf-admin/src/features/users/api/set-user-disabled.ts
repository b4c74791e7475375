import { apiClient, unwrap, type AdminUserState, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** 'Désactiver' / 'Réactiver'. */
export async function setUserDisabled(id: string, disabled: boolean): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<AdminUserState>>(
      `/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`,
      {},
      ADMIN_AUTH,
    ),
  );
}
