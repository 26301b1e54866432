export interface StatsTable {
  id: string;
  total_donations: number;
  active_donors: number;
  total_users: number;
}

export interface StatsDonorsTable {
  user_id: string;
}
