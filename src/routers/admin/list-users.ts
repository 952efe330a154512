import { findUsers } from '../../services/admin/users.ts';
import { adminProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { paged, ZPaged } from '../paging.ts';
import { ZListUsersInput } from './list-users.types.ts';
import { toAdminUser, ZAdminUser } from './users.types.ts';

export const listUsersProcedure = adminProcedure
  .meta(restMeta({ method: 'GET', path: '/admin/users', tag: 'Admin', summary: 'Users (site admins only)' }))
  .input(ZListUsersInput)
  .output(ZPaged(ZAdminUser))
  .query(async ({ ctx, input }) => {
    const [rows, count] = await findUsers({
      em: ctx.em,
      page: input.page,
      perPage: input.per_page,
      search: input.search,
    });
    return paged(rows.map(toAdminUser), count, input.page, input.per_page);
  });
