import { Type } from 'typebox';

/**
 * The query fields of a player's dated list (betting record, transaction history): YYYY-MM-DD
 * dates, both ends included, at most three months apart (default: the last 7 days), and a page
 * (server/http/paging.ts reads them).
 */
export const DAY_RANGE_PAGE_FIELDS = {
  startDate: Type.Optional(Type.String({ format: 'date' })),
  endDate: Type.Optional(Type.String({ format: 'date' })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** A page of a list as the client reads it: the rows, which page, how many pages and rows in all. */
export const PageOf = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Object({ list: Type.Array(row), pageNum: Type.Integer(), totalPages: Type.Integer(), totalCount: Type.Integer() });
