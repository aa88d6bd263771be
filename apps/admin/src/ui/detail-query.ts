/**
 * react-admin fills its getOne cache with the records of a list, and those are summaries (an
 * order in the list has no lines or addresses). A show or edit page whose record has more than
 * the list row asks with this meta, so its getOne is its own query and it never renders a summary
 * as if it were the whole record. The data provider ignores the meta.
 */
export const detailQuery = { meta: { detail: true } } as const;
