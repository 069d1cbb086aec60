/**
 * The users list's role filter. Its choices come from the user form's options request, read here,
 * so that answer redraws this filter alone, not the page and its rows (docs/architecture.md
 * "The list screen").
 */
import { useTranslation } from 'react-i18next';
import type { ListStateControls } from '../../../components/data-table/list-state.ts';
import { ChoiceFilter } from '../../../components/data-table/SelectFilter.tsx';
import { useUserOptions } from '../access-api.ts';

export function RoleFilter<S extends string, F extends string>({ list }: { list: ListStateControls<S, F | 'role_id'> }) {
  const { t } = useTranslation('access');
  const options = useUserOptions();
  return <ChoiceFilter list={list} name="role_id" label={t('users.role')} choices={options.data?.roles} />;
}
