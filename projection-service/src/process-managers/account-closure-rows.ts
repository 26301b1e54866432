/** What the account-closure process manager remembers: whose items and requests there are. */
export interface AccountClosureItemsTable {
  item_id: string;
  donor_id: string;
}

export interface AccountClosureRequestsTable {
  request_id: string;
  item_id: string;
  requester_id: string;
}

/** Deleted accounts: anything of theirs recorded later is closed too. */
export interface AccountClosureAccountsTable {
  user_id: string;
}
