"""The Table screen (issue 14): deal whole coups at a baccarat table, as the dealer."""
